import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/context.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/health", { schema: { tags: ["health"] } }, async (request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database health check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
};
