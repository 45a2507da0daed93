import { chatHistorySchema, messageResponseSchema, unreadSummarySchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { getChatHistory, getUnreadSummary, markNotificationsRead } from "./service.ts";

const tags = ["chat"];
const seq = z.coerce.number({ error: "must be a message number" }).int().min(0);

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/chat/:targetUserId",
    {
      schema: {
        tags,
        params: z.object({ targetUserId: z.string().max(64) }),
        querystring: z.object({
          before: seq.optional(),
          after: seq.optional(),
          limit: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: { 200: chatHistorySchema },
      },
    },
    async (request) => {
      // A malformed id is answered like an unknown one: 404, not a hint.
      const targetUserId =
        z.uuid().safeParse(request.params.targetUserId).data ?? "00000000-0000-0000-0000-000000000000";
      return getChatHistory(ctx, { viewer: currentUser(request), targetUserId, ...request.query });
    },
  );

  app.get(
    "/notifications/unread",
    { schema: { tags, response: { 200: z.object({ data: unreadSummarySchema }) } } },
    async (request) => ({
      data: await getUnreadSummary(ctx, { userId: currentUser(request).id }),
    }),
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags,
        body: z.strictObject({
          type: z.enum(["match", "superlike", "like"], { error: "type must be match, superlike or like" }),
        }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await markNotificationsRead(ctx, { userId: currentUser(request).id, type: request.body.type });
      return { message: "Marked as read" };
    },
  );
};
