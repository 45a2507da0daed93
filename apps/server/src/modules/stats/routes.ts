import { publicStatsSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { countPublicStats } from "./service.ts";

export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/stats/public",
    {
      config: { access: "public" },
      schema: { tags: ["stats"], response: { 200: z.object({ data: publicStatsSchema }) } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { data: await countPublicStats(ctx) };
    },
  );
};
