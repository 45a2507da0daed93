import { onboardingProgressSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { getOnboardingStatus, saveOnboardingStep } from "./service.ts";

const tags = ["onboarding"];
const statusAnswer = { 200: onboardingProgressSchema };

export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/onboarding/status", { schema: { tags, response: statusAnswer } }, async (request) =>
    getOnboardingStatus(ctx, { user: currentUser(request) }),
  );

  app.post(
    "/onboarding/step/:stepIndex",
    {
      schema: {
        tags,
        description: "The body is the step's schema (onboardingStepSchemas in packages/shared).",
        params: z.object({ stepIndex: z.coerce.number({ error: "stepIndex must be a number" }).int().min(0).max(7) }),
        body: z.record(z.string(), z.unknown(), { error: "The body must be a JSON object" }),
        response: statusAnswer,
      },
    },
    async (request) =>
      saveOnboardingStep(ctx, { user: currentUser(request), stepIndex: request.params.stepIndex, body: request.body }),
  );
};
