import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { checkHealth } from "./service.ts";

const tags = ["health"];
const liveness = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  reason: z.string().optional(),
});
const readiness = liveness.extend({
  database: z.enum(["up", "down", "off"]),
  redis: z.enum(["up", "down", "off"]),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; redis: Redis | null }> = async (
  app,
  { ctx, redis },
) => {
  // Liveness: the process answers. The body says what it can reach, so a person can read it too.
  app.get("/health", { schema: { tags, response: { 200: liveness } }, config: { access: "public" } }, async () => {
    const { status, reason } = await checkHealth(ctx, { redis });
    return reason ? { status, reason } : { status };
  });

  // Readiness, for load balancers: send traffic only while the database (and Redis, when configured) answer.
  app.get(
    "/health/ready",
    { schema: { tags, response: { 200: readiness, 503: readiness } }, config: { access: "public" } },
    async (_, reply) => {
      const report = await checkHealth(ctx, { redis });
      return reply.status(report.status === "ok" ? 200 : 503).send(report);
    },
  );
};
