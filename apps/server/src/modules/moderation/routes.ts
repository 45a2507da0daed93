import {
  appealBodySchema,
  formerConversationsResponseSchema,
  MESSAGES,
  memberNoticesResponseSchema,
  messageResponseSchema,
  reportBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { fileAppeal } from "./console/appeals.ts";
import { markNoticesSeen, unseenNotices } from "./console/notices.ts";
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
        alsoBlock: request.body.alsoBlock ?? false,
      });
      const message = request.body.alsoBlock ? MESSAGES.chat.reportedAndBlocked : MESSAGES.chat.reported;
      return reply.status(201).send({ message });
    },
  );

  // A suspended or banned member has no session: the token their refused sign-in gave proves who appeals.
  app.post(
    "/appeals",
    {
      config: { access: "public" },
      schema: { tags, body: appealBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      await fileAppeal(ctx, request.body);
      return reply.status(201).send({ message: MESSAGES.moderation.appealFiled });
    },
  );

  app.get(
    "/account/moderation-notices",
    { schema: { tags, response: { 200: memberNoticesResponseSchema } } },
    async (request) => ({ data: await unseenNotices(ctx, { memberId: currentUser(request).id }) }),
  );
  app.post(
    "/account/moderation-notices/seen",
    {
      schema: {
        tags,
        body: z.object({ ids: z.array(z.uuid({ error: "ids must be notice ids" })).max(50) }).strict(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await markNoticesSeen(ctx, { memberId: currentUser(request).id, ids: request.body.ids });
      return { message: "Noted." };
    },
  );
};
