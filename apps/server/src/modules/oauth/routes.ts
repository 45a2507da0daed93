import {
  connectionsResponseSchema,
  MESSAGES,
  type OAuthProviderId,
  oauthProviderSchema,
  oauthProvidersResponseSchema,
  oauthStartQuerySchema,
  paths,
  setPasswordBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { currentUser } from "../auth/authenticate.ts";
import { setSessionCookie } from "../auth/session-cookie.ts";
import { listConnections, sendFirstPasswordCode, setFirstPassword, unlinkProvider } from "./connections.ts";
import { clearFlowCookie, readFlowCookie, setFlowCookie } from "./flows.ts";
import { CALLBACK_PATH, finishOAuth, startOAuth } from "./service.ts";

const tags = ["auth"];
const providerParams = z.object({ provider: oauthProviderSchema });
const messageSchema = z.object({ message: z.string() });

/** Where the app shows a refused flow: the sign-in page for a sign-in, My Profile for linking. */
const failurePath = (provider: OAuthProviderId, reason: string, signedIn: boolean) =>
  `${signedIn ? paths.app.profile : paths.login}?${new URLSearchParams({ oauthError: reason, provider })}`;

export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/providers",
    { config: { access: "public" }, schema: { tags, response: { 200: oauthProvidersResponseSchema } } },
    async () => ({
      data: { github: { configured: !!ctx.config.oauth.github }, google: { configured: !!ctx.config.oauth.google } },
    }),
  );

  app.get("/connections", { schema: { tags, response: { 200: connectionsResponseSchema } } }, async (request) => ({
    data: await listConnections(ctx, { userId: currentUser(request).id }),
  }));

  app.delete(
    "/connections/:provider",
    { schema: { tags, params: providerParams, response: { 200: messageSchema } } },
    async (request) => {
      await unlinkProvider(ctx, { userId: currentUser(request).id, provider: request.params.provider });
      return { message: MESSAGES.connections.unlinked };
    },
  );

  app.post("/password/code", { schema: { tags, response: { 200: messageSchema } } }, async (request) => {
    await sendFirstPasswordCode(ctx, { user: currentUser(request), ip: request.ip });
    return { message: MESSAGES.connections.passwordCodeSent };
  });

  app.post(
    "/password",
    { schema: { tags, body: setPasswordBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await setFirstPassword(ctx, { user: currentUser(request), ...request.body, ip: request.ip });
      return { message: MESSAGES.connections.passwordSet };
    },
  );

  app.get(
    "/:provider",
    // Signing in is for anyone; linking an account or reading skills is for the member signed in.
    { config: { access: "optional" }, schema: { tags, params: providerParams, querystring: oauthStartQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const userId = request.user?.id ?? null;
      try {
        const started = await startOAuth(ctx, { provider, intent: request.query.intent, userId });
        setFlowCookie(reply, ctx.config, started.browserKey);
        return reply.redirect(started.url, 302);
      } catch (error) {
        if (!(error instanceof AppError) || error.code === "VALIDATION_ERROR") throw error;
        const reason = error.code === "OAUTH_FAILED" ? String(error.extra.reason) : "failed";
        return reply.redirect(failurePath(provider, reason, userId !== null), 302);
      }
    },
  );

  app.get(
    "/:provider/callback",
    { config: { access: "optional" }, schema: { tags, params: providerParams, hide: true } },
    async (request, reply) => {
      const { provider } = request.params;
      const userId = request.user?.id ?? null;
      const browserKey = readFlowCookie(request);
      clearFlowCookie(reply, ctx.config);
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const callbackUrl = new URL(`${CALLBACK_PATH(provider)}${query}`, ctx.config.publicOrigin);
      try {
        const outcome = await finishOAuth(ctx, { provider, browserKey, callbackUrl, signedInUserId: userId });
        if (outcome.intent === "sign-in") {
          setSessionCookie(reply, ctx.config, outcome.session);
          return reply.redirect(outcome.user.onboardingCompleted ? paths.app.feed : paths.onboarding, 302);
        }
        // My Profile says what happened: an account connected, or skills read from its repositories.
        const done = new URLSearchParams([[outcome.intent === "skills" ? "skillsChecked" : "connected", provider]]);
        return reply.redirect(`${paths.app.profile}?${done}`, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A suspended or banned member is told why and may appeal, as after a password sign-in; the details
        // travel in the fragment, which no server sees.
        if (error.code === "ACCOUNT_SUSPENDED" || error.code === "ACCOUNT_BANNED")
          return reply.redirect(`${paths.accountClosed}#${accountClosedFragment(error)}`, 302);
        const reason = error.code === "OAUTH_FAILED" ? String(error.extra.reason) : "failed";
        return reply.redirect(failurePath(provider, reason, userId !== null), 302);
      }
    },
  );
};

const accountClosedFragment = (error: AppError) =>
  new URLSearchParams(
    Object.entries({ code: error.code, message: error.message, ...error.extra }).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value] as [string, string]] : [],
    ),
  ).toString();
