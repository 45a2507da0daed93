import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { acceptSessionUser, currentUser, requireSessionToken } from "../auth/authenticate.ts";
import { presentFeedPage, rankFeedPage } from "./service.ts";
import { getFeedStats } from "./stats.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The feed's statement finds the signed-in viewer itself, so the page costs one round trip, not two.
  app.get(
    "/feed",
    { schema: { tags: ["feed"], querystring: z.object({ cursor: z.string().max(500).optional() }) } },
    async (request) => {
      const ranked = await rankFeedPage(ctx, {
        sessionToken: requireSessionToken(request),
        cursor: request.query.cursor,
      });
      return presentFeedPage(ctx, await acceptSessionUser(ctx, request, ranked.viewer), ranked);
    },
  );

  app.get("/feed/stats", { preHandler: app.requireUser, schema: { tags: ["feed"] } }, async (request) => ({
    data: await getFeedStats(ctx.db, currentUser(request)),
  }));
};
