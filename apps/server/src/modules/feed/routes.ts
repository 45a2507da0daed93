import { deckWideningSchema, type FeedPage, feedPageSchema, feedStatsSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { acceptSessionUser, currentUser, requireSessionToken } from "../auth/authenticate.ts";
import { recordBoostImpressions } from "../premium/boosts.ts";
import { feedPageJson, rankFeedPage } from "./service.ts";
import { getFeedStats } from "./stats.ts";
import { getDeckWidening } from "./widening.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The feed's statement finds the signed-in viewer itself and renders the cards, so a page costs one round trip
  // and goes out as the database wrote it.
  app.get(
    "/feed",
    {
      schema: {
        tags: ["feed"],
        querystring: z.object({ cursor: z.string().max(500).optional() }),
        // Documents the page; the body itself is the JSON text the database wrote, sent as it is.
        response: { 200: feedPageSchema },
      },
    },
    async (request, reply) => {
      const ranked = await rankFeedPage(ctx, {
        sessionToken: requireSessionToken(request),
        cursor: request.query.cursor,
      });
      const viewer = await acceptSessionUser(ctx, request, ranked.viewer);
      const page = feedPageJson(ctx, { viewer, ranked });
      await recordBoostImpressions(ctx, { viewerId: viewer.id, memberIds: ranked.boostedIds });
      // Fastify sends a string with a JSON content type as it is, without the schema's serializer.
      return reply.type("application/json; charset=utf-8").send(page as unknown as FeedPage);
    },
  );

  app.get(
    "/feed/widening",
    {
      preHandler: app.requireUser,
      schema: { tags: ["feed"], response: { 200: z.object({ data: deckWideningSchema }) } },
    },
    async (request) => ({ data: await getDeckWidening(ctx, { viewer: currentUser(request) }) }),
  );

  app.get(
    "/feed/stats",
    { preHandler: app.requireUser, schema: { tags: ["feed"], response: { 200: z.object({ data: feedStatsSchema }) } } },
    async (request) => ({ data: await getFeedStats(ctx, { user: currentUser(request) }) }),
  );
};
