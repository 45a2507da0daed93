import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { getFeedStats } from "./stats.ts";

export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/feed/stats", { preHandler: app.requireUser, schema: { tags: ["feed"] } }, async (request) => ({
    data: await getFeedStats(ctx.db, currentUser(request)),
  }));
};
