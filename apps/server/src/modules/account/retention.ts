import { randomUUID } from "node:crypto";
import { CONVERSATION_RETENTION_DAYS } from "@devmatch/shared";
import { asc, eq, inArray, lte, or } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { matches, messages, type ReportedMessage, retainedConversations } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { every } from "../../lib/periodic.ts";
import { keptMessageExtras } from "../chat/kept-messages.ts";

const DAY_MS = 86_400_000;
/** The newest messages kept of one conversation, as a report keeps them. */
const RETAINED_MESSAGES_MAX = 500;

/**
 * Inside the deletion's transaction, before the member's matches (and their messages) go: each conversation
 * with a message in it is copied for the partner, the departed member named by a random id that was never
 * theirs, so the partner can still report what was said.
 */
export async function retainConversations(tx: Transaction, options: { memberId: string }) {
  const { memberId } = options;
  const theirMatches = await tx
    .select({ id: matches.id, userA: matches.userA, userB: matches.userB, createdAt: matches.createdAt })
    .from(matches)
    .where(or(eq(matches.userA, memberId), eq(matches.userB, memberId)));
  if (theirMatches.length === 0) return;
  const rows = await tx
    .select({
      matchId: messages.matchId,
      senderId: messages.senderId,
      text: messages.text,
      createdAt: messages.createdAt,
      ...keptMessageExtras,
    })
    .from(messages)
    .where(
      inArray(
        messages.matchId,
        theirMatches.map((match) => match.id),
      ),
    )
    .orderBy(asc(messages.seq));
  const purgeAfter = new Date(Date.now() + CONVERSATION_RETENTION_DAYS * DAY_MS);
  const kept = theirMatches.flatMap((match) => {
    const formerMemberId = randomUUID();
    const conversation: ReportedMessage[] = rows
      .filter((row) => row.matchId === match.id)
      .slice(-RETAINED_MESSAGES_MAX)
      .map((row) => ({
        senderId: row.senderId === memberId ? formerMemberId : row.senderId,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        quote: row.quote,
        kind: row.kind,
        // The photos and voice notes of a conversation go with the account: the kept copy says one was sent.
        photoId: null,
        voiceId: null,
        callOutcome: row.callOutcome,
        callSeconds: row.callSeconds,
        reactions: row.reactions.map((reaction) => ({
          userId: reaction.userId === memberId ? formerMemberId : reaction.userId,
          emoji: reaction.emoji,
        })),
      }));
    if (conversation.length === 0) return [];
    const partnerId = match.userA === memberId ? match.userB : match.userA;
    return [{ partnerId, formerMemberId, conversation, matchedAt: match.createdAt, purgeAfter }];
  });
  if (kept.length > 0) await tx.insert(retainedConversations).values(kept);
}

/** Drops the conversations whose retention period is over; answers how many went. */
export async function purgeRetainedConversations(ctx: Pick<AppContext, "db">) {
  const purged = await ctx.db
    .delete(retainedConversations)
    .where(lte(retainedConversations.purgeAfter, new Date()))
    .returning({ id: retainedConversations.id });
  return purged.length;
}

export const startRetentionSweep = (ctx: AppContext, { intervalMs = 3_600_000 }: { intervalMs?: number } = {}) =>
  every(ctx.log, { name: "purging retained conversations", intervalMs, task: () => purgeRetainedConversations(ctx) });
