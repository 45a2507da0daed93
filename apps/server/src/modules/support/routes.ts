import { contactRequestBodySchema, supportRequestBodySchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { submitContactRequest, submitSupportRequest } from "./service.ts";

const CONTACT_RECEIVED = "Thanks! We received your message and will answer at the address you gave.";

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/support",
    {
      schema: {
        tags: ["support"],
        body: supportRequestBodySchema,
        response: { 201: z.object({ message: z.string(), data: z.object({ priority: z.boolean() }) }) },
      },
    },
    async (request, reply) => {
      const { priority } = await submitSupportRequest(ctx, { user: currentUser(request), ...request.body });
      return reply
        .status(201)
        .send({ message: "Thanks! We received your message and emailed you a copy.", data: { priority } });
    },
  );

  app.post(
    "/support/contact",
    {
      config: { access: "public" },
      schema: {
        tags: ["support"],
        body: contactRequestBodySchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await submitContactRequest(ctx, { ip: request.ip, ...request.body });
      return reply.status(201).send({ message: CONTACT_RECEIVED });
    },
  );
};
