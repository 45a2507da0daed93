import { supportRequestBodySchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { submitSupportRequest } from "./service.ts";

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/support",
    { preValidation: app.requireUser, schema: { tags: ["support"], body: supportRequestBodySchema } },
    async (request, reply) => {
      const { priority } = await submitSupportRequest(ctx, { user: currentUser(request), ...request.body });
      return reply
        .status(201)
        .send({ message: "Thanks! We received your message and emailed you a copy.", data: { priority } });
    },
  );
};
