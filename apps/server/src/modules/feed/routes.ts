import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { acceptSessionUser, currentUser, requireSessionToken } from "../auth/authenticate.ts";
import { feedPageJson, rankFeedPage } from "./service.ts";
import { getFeedStats } from "./stats.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The feed's statement finds the signed-in viewer itself and renders the cards, so a page costs one round trip
  // and goes out as the database wrote it.
  app.get(
    "/feed",
    { schema: { tags: ["feed"], querystring: z.object({ cursor: z.string().max(500).optional() }) } },
    async (request, reply) => {
      const ranked = await rankFeedPage(ctx, {
        sessionToken: requireSessionToken(request),
        cursor: request.query.cursor,
      });
      const viewer = await acceptSessionUser(ctx, request, ranked.viewer);
      return reply.type("application/json; charset=utf-8").send(feedPageJson(ctx, viewer, ranked));
    },
  );

  app.get("/feed/stats", { preHandler: app.requireUser, schema: { tags: ["feed"] } }, async (request) => ({
    data: await getFeedStats(ctx.db, currentUser(request)),
  }));
};
