import { boostStatusSchema, likerSchema, premiumStatusSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { listReceivedRequests } from "../matching/lists.ts";
import { entitlementsOf } from "../plans/entitlements.ts";
import { presentPremiumStatus } from "../plans/presenter.ts";
import { readBlurredLikePhoto } from "./blurred-likes.ts";
import { activateBoost, getBoostStatus } from "./boosts.ts";
import { upgradeRequired } from "./gate.ts";
import { presentLiker } from "./presenter.ts";

const tags = ["premium"];

export const premiumRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/premium/verify",
    { schema: { tags, response: { 200: z.object({ data: premiumStatusSchema }) } } },
    async (request) => ({ data: presentPremiumStatus(currentUser(request)) }),
  );

  const likersResponse = { 200: z.object({ data: z.array(likerSchema) }) };
  app.get("/premium/who-liked-me", { schema: { tags, response: likersResponse } }, async (request) => {
    const user = currentUser(request);
    const likes = await listReceivedRequests(ctx, { viewerId: user.id });
    // Free members learn how many, never who: the count is what the premium page and the feed show them.
    if (!entitlementsOf(user, ctx.config.PRICING_MODE).seeWhoLikedYou)
      throw upgradeRequired("Who Liked Me", { count: likes.length });
    return { data: likes.map(presentLiker) };
  });

  app.get(
    "/likes/:requestId/blurred.webp",
    { schema: { tags, params: z.object({ requestId: z.uuid({ error: "requestId must be a request id" }) }) } },
    async (request, reply) => {
      const image = await readBlurredLikePhoto(ctx, {
        viewer: currentUser(request),
        requestId: request.params.requestId,
      });
      return reply.type("image/webp").header("cache-control", "private, max-age=86400").send(image);
    },
  );

  const boostResponse = { 200: z.object({ data: boostStatusSchema }) };
  app.get("/premium/boost-status", { schema: { tags, response: boostResponse } }, async (request) => ({
    data: await getBoostStatus(ctx, { user: currentUser(request) }),
  }));

  app.post("/premium/activate-boost", { schema: { tags, response: boostResponse } }, async (request) => ({
    data: await activateBoost(ctx, { user: currentUser(request) }),
  }));
};
