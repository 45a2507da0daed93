import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { getFeed } from "./service.ts";
import { getFeedStats } from "./stats.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/feed",
    {
      preHandler: app.requireUser,
      schema: { tags: ["feed"], querystring: z.object({ cursor: z.string().max(500).optional() }) },
    },
    async (request) => getFeed(ctx, { viewer: currentUser(request), cursor: request.query.cursor }),
  );

  app.get("/feed/stats", { preHandler: app.requireUser, schema: { tags: ["feed"] } }, async (request) => ({
    data: await getFeedStats(ctx.db, currentUser(request)),
  }));
};
