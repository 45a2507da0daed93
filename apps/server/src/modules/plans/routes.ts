import { PLAN_IDS, PLANS, plansResponseSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/context.ts";

export const plansRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/plans",
    { config: { access: "public" }, schema: { tags: ["plans"], response: { 200: plansResponseSchema } } },
    async () => ({
      data: { mode: ctx.config.PRICING_MODE, plans: PLAN_IDS.map((id) => PLANS[id]) },
    }),
  );
};
