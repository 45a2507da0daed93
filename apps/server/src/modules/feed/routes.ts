import {
  deckWideningSchema,
  feedPageSchema,
  feedStatsSchema,
  modeSchema,
  networkFeedPageSchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { rankNetworkPage } from "../network/deck.ts";
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
        querystring: z.object({ cursor: z.string().max(500).optional(), mode: modeSchema.default("date") }),
        // The dating page, or with `?mode=network` the network deck's (same paging, network cards).
        response: { 200: z.union([feedPageSchema, networkFeedPageSchema]) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      if (request.query.mode === "network") return rankNetworkPage(ctx, { viewer, cursor: request.query.cursor });
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
