import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { messages, screeningFlags } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import type { MessageRow } from "../chat/message-writer.ts";
import { contactKinds } from "./text.ts";

/** A conversation's first messages are where scams and off-platform pulls begin. */
const FIRST_MESSAGES = 10;
const EXCERPT_MAX = 300;

/**
 * Flags contact details or a payment request in one of a conversation's first messages, for a moderator to look
 * at; the message itself goes as written. Runs after the sender's answer, and reads the database only for a
 * message that holds something of the kind.
 */
export async function flagContactDetails(ctx: Pick<AppContext, "db" | "log">, { message }: { message: MessageRow }) {
  const kinds = contactKinds(message.text);
  if (kinds.length === 0) return;
  try {
    const [earlier] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.matchId, message.matchId), lte(messages.seq, message.seq)));
    if ((earlier?.count ?? 0) > FIRST_MESSAGES) return;
    await ctx.db.insert(screeningFlags).values({
      memberId: message.senderId,
      source: "message",
      messageId: message.id,
      excerpt: message.text.slice(0, EXCERPT_MAX),
      kinds,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, "could not flag a message for review");
  }
}

/** Flags contact details or a payment request written into a bio. */
export function flagBio(ctx: Pick<AppContext, "db">, { memberId, bio }: { memberId: string; bio: string | null }) {
  return flagProfileText(ctx, { memberId, source: "bio", text: bio });
}

/**
 * Flags contact details or a payment request in something a member wrote for others to read before any chat:
 * a bio, a prompt answer, a code card, a like's comment.
 */
export async function flagProfileText(
  ctx: Pick<AppContext, "db">,
  { memberId, source, text }: { memberId: string; source: "bio" | "prompt" | "code" | "comment"; text: string | null },
) {
  const kinds = text ? contactKinds(text) : [];
  if (!text || kinds.length === 0) return;
  const excerpt = text.slice(0, EXCERPT_MAX);
  // Saving the same text again is not news for the moderator who has it waiting.
  const [waiting] = await ctx.db
    .select({ id: screeningFlags.id })
    .from(screeningFlags)
    .where(
      and(
        eq(screeningFlags.memberId, memberId),
        eq(screeningFlags.source, source),
        eq(screeningFlags.excerpt, excerpt),
        isNull(screeningFlags.reviewedAt),
      ),
    );
  if (!waiting) await ctx.db.insert(screeningFlags).values({ memberId, source, excerpt, kinds });
}
