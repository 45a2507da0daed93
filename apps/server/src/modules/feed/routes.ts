import { deckWideningSchema, feedPageSchema, feedStatsSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { recordBoostImpressions } from "./boost-impressions.ts";
import { rankFeedPage } from "./service.ts";
import { getFeedStats } from "./stats.ts";
import { getDeckWidening } from "./widening.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/feed",
    {
      schema: {
        tags: ["feed"],
        querystring: z.object({ cursor: z.string().max(500).optional() }),
        response: { 200: feedPageSchema },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const ranked = await rankFeedPage(ctx, { viewer, cursor: request.query.cursor });
      await recordBoostImpressions(ctx, { viewerId: viewer.id, memberIds: ranked.boostedIds });
      return ranked.page;
    },
  );

  app.get(
    "/feed/widening",
    {
      schema: { tags: ["feed"], response: { 200: z.object({ data: deckWideningSchema }) } },
    },
    async (request) => ({ data: await getDeckWidening(ctx, { viewer: currentUser(request) }) }),
  );

  app.get(
    "/feed/stats",
    { schema: { tags: ["feed"], response: { 200: z.object({ data: feedStatsSchema }) } } },
    async (request) => ({ data: await getFeedStats(ctx, { user: currentUser(request) }) }),
  );
};
