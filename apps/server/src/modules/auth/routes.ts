import {
  emailOnlyBodySchema,
  loginBodySchema,
  MESSAGES,
  messageResponseSchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  signupBodySchema,
  userAnswerSchema,
  verifyOtpBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sha256 } from "../../lib/crypto.ts";
import { loadSessionUser } from "../users/load.ts";
import { presentSessionUser } from "../users/presenter.ts";
import { acceptSessionUser, currentUser } from "./authenticate.ts";
import * as auth from "./service.ts";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie.ts";
import { deleteSession } from "./sessions.ts";

const tags = ["auth"];

const ok = { 200: messageResponseSchema };
/** Signing up, in and out, and the codes: for anyone. */
const anyone = { access: "public" } as const;
const withUser = userAnswerSchema;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/signup",
    { config: anyone, schema: { tags, body: signupBodySchema, response: { 201: withUser } } },
    async (request, reply) => {
      const user = await auth.signUp(ctx, { ...request.body, ip: request.ip });
      return reply.status(201).send({ message: MESSAGES.signup.created, data: presentSessionUser(user, []) });
    },
  );

  app.post(
    "/login",
    {
      config: anyone,
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: withUser.extend({ requiresVerification: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.logIn(ctx, {
        ...request.body,
        rememberMe: request.body.rememberMe ?? false,
        ip: request.ip,
      });
      setSessionCookie(reply, ctx.config, session);
      return {
        message: MESSAGES.login.success,
        data: await loadSessionUser(ctx, { user }),
        requiresVerification: false,
      };
    },
  );

  app.post(
    "/verify-otp",
    {
      config: anyone,
      schema: {
        tags,
        body: verifyOtpBodySchema,
        response: { 200: withUser.extend({ requiresOnboarding: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.verifySignupCode(ctx, { ...request.body, ip: request.ip });
      setSessionCookie(reply, ctx.config, session);
      return {
        message: MESSAGES.otp.verified,
        data: await loadSessionUser(ctx, { user }),
        requiresOnboarding: !user.onboardingCompleted,
      };
    },
  );

  app.post(
    "/resend-otp",
    { config: anyone, schema: { tags, response: ok, body: emailOnlyBodySchema } },
    async (request) => {
      await auth.resendSignupCode(ctx, { ...request.body, ip: request.ip });
      return { message: MESSAGES.otp.resendGeneric };
    },
  );

  for (const path of ["/forgot-password", "/resend-forgot-password-otp"]) {
    app.post(path, { config: anyone, schema: { tags, response: ok, body: emailOnlyBodySchema } }, async (request) => {
      await auth.requestPasswordReset(ctx, { ...request.body, ip: request.ip });
      return { message: MESSAGES.forgot.codeSent };
    });
  }

  app.post(
    "/verify-forgot-password-otp",
    { config: anyone, schema: { tags, response: ok, body: verifyOtpBodySchema } },
    async (request) => {
      await auth.verifyResetCode(ctx, { ...request.body, ip: request.ip });
      return { message: MESSAGES.forgot.codeVerified };
    },
  );

  app.post(
    "/reset-password",
    { config: anyone, schema: { tags, response: ok, body: resetPasswordBodySchema } },
    async (request, reply) => {
      await auth.resetPassword(ctx, { ...request.body, ip: request.ip });
      clearSessionCookie(reply, ctx.config);
      return { message: MESSAGES.forgot.passwordReset };
    },
  );

  app.post("/logout", { config: anyone, schema: { tags, response: ok } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) {
      await deleteSession(ctx, { token });
      ctx.realtime.disconnectSession(sha256(token));
    }
    clearSessionCookie(reply, ctx.config);
    return { message: MESSAGES.auth.loggedOut };
  });

  // The web app's question "who is signed in?", asked on every page: a visitor is an answer, not an error.
  app.get(
    "/session",
    {
      config: { access: "optional" },
      schema: { tags, response: { 200: z.object({ data: sessionUserSchema.nullable() }) } },
    },
    async (request) => {
      if (!request.user) return { data: null };
      const user = await acceptSessionUser(ctx, request, request.user);
      return { data: await loadSessionUser(ctx, { user }) };
    },
  );

  app.get("/me", { schema: { tags, response: { 200: z.object({ data: sessionUserSchema }) } } }, async (request) => ({
    data: await loadSessionUser(ctx, { user: currentUser(request) }),
  }));
};
