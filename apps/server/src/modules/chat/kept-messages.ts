import { sql } from "drizzle-orm";
import { messageReactions, messages } from "../../db/schema.ts";

/**
 * What a kept copy of a conversation records of each message beside its text (a report's evidence, a conversation
 * kept after a member leaves): its kind, a photo's or voice note's id, a call's outcome and length, the text it replied to, and
 * its reactions.
 */
export const keptMessageExtras = {
  kind: messages.kind,
  photoId: messages.photoId,
  voiceId: messages.voiceId,
  callOutcome: messages.callOutcome,
  callSeconds: messages.callSeconds,
  quote: sql<string | null>`(select q.text from ${messages} q
    where q.id = ${messages}.${sql.identifier(messages.replyTo.name)})`,
  reactions: sql<{ userId: string; emoji: string }[]>`coalesce((select json_agg(json_build_object('userId', r.user_id,
    'emoji', r.emoji)) from ${messageReactions} r where r.message_id = ${messages}.${sql.identifier(messages.id.name)}),
    '[]'::json)`,
};
