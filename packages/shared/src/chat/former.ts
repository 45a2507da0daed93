import { z } from "zod";

/**
 * A conversation with a member who has since deleted their account, kept for the retention period so it can
 * still be reported. `_id` stands for the departed member in this conversation only (never their real id): it is
 * what `POST /user/report/:userId` takes.
 */
export const formerConversationSchema = z.object({
  _id: z.string(),
  matchedAt: z.string(),
  keptUntil: z.string(),
  messages: z.array(z.object({ fromMe: z.boolean(), text: z.string(), createdAt: z.string() })),
});
export type FormerConversation = z.infer<typeof formerConversationSchema>;
export const formerConversationsResponseSchema = z.object({ data: z.array(formerConversationSchema) });
/** Days a departed member's conversations are kept for their partners (the privacy policy says the same). */
export const CONVERSATION_RETENTION_DAYS = 90;
