import { messageResponseSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { subscribePush, unsubscribePush } from "./service.ts";

const tags = ["notifications"];

export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/push/key",
    {
      config: { access: "public" },
      schema: { tags, response: { 200: z.object({ data: z.object({ publicKey: z.string() }) }) } },
    },
    async () => ({ data: { publicKey: ctx.vapid.publicKey } }),
  );

  app.post(
    "/push/subscribe",
    {
      schema: { tags, body: pushSubscriptionSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await subscribePush(ctx, { userId: currentUser(request).id, subscription: request.body });
      return reply.status(201).send({ message: "Notifications are on for this browser." });
    },
  );

  app.delete(
    "/push/subscribe",
    {
      schema: { tags, body: pushUnsubscribeSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await unsubscribePush(ctx, { userId: currentUser(request).id, endpoint: request.body.endpoint });
      return { message: "Notifications are off for this browser." };
    },
  );
};
