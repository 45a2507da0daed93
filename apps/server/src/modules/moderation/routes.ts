import { formerConversationsResponseSchema, MESSAGES, messageResponseSchema, reportBodySchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { blockUser, listFormerConversations, reportUser } from "./service.ts";

const tags = ["moderation"];
const params = z.object({ userId: z.uuid({ error: "userId must be a member id" }) });

export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/user/block/:userId",
    { schema: { tags, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await blockUser(ctx, { blockerId: currentUser(request).id, targetUserId: request.params.userId });
      return { message: MESSAGES.chat.blocked };
    },
  );

  app.get(
    "/user/former-conversations",
    { schema: { tags, response: { 200: formerConversationsResponseSchema } } },
    async (request) => ({ data: await listFormerConversations(ctx, { userId: currentUser(request).id }) }),
  );

  app.post(
    "/user/report/:userId",
    { schema: { tags, params, body: reportBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await reportUser(ctx, {
        reporterId: currentUser(request).id,
        targetUserId: request.params.userId,
        reason: request.body.reason,
        category: request.body.category,
      });
      return reply.status(201).send({ message: MESSAGES.chat.reported });
    },
  );
};
