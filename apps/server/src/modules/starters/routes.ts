import {
  codeCardBodySchema,
  PROMPTS,
  promptCatalogueSchema,
  promptsBodySchema,
  sessionUserSchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { removeCodeCard, saveCodeCard, savePrompts } from "./service.ts";

const tags = ["profile"];
const userAnswer = { 200: z.object({ data: sessionUserSchema }) };

/** The prompt catalogue, the member's answers and their code card. */
export const starterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/prompts",
    { config: { access: "public" }, schema: { tags, response: { 200: promptCatalogueSchema } } },
    async () => ({ data: PROMPTS.map(({ id, text }) => ({ id, text })) }),
  );

  app.put("/profile/prompts", { schema: { tags, body: promptsBodySchema, response: userAnswer } }, async (request) => ({
    data: await savePrompts(ctx, { user: currentUser(request), input: request.body }),
  }));

  app.put(
    "/profile/code-card",
    { schema: { tags, body: codeCardBodySchema, response: userAnswer } },
    async (request) => ({ data: await saveCodeCard(ctx, { user: currentUser(request), input: request.body }) }),
  );

  app.delete("/profile/code-card", { schema: { tags, response: userAnswer } }, async (request) => ({
    data: await removeCodeCard(ctx, { user: currentUser(request) }),
  }));
};
