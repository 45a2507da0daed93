import { type FormerConversation, MESSAGES, type ReportCategory } from "@devmatch/shared";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { orderedPair } from "../../db/pairs.ts";
import {
  blocks,
  matches,
  messages,
  type ReportedMessage,
  reports,
  retainedConversations,
  users,
} from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { closeChats } from "../../policies/circulation.ts";
import { endCallsOfMatches } from "../calls/service.ts";
import { keptMessageExtras } from "../chat/kept-messages.ts";
import { hideIfReportedFast } from "./console/auto-hide.ts";

/** Reports one member may file in an hour; more is refused until the hour is over. */
const REPORTS_PER_HOUR = 10;
/** The newest messages a report keeps of the conversation. */
const REPORTED_MESSAGES_MAX = 500;

async function assertOtherMember(ctx: AppContext, actorId: string, targetUserId: string) {
  if (actorId === targetUserId) throw new AppError("VALIDATION_ERROR", "userId: You can't do that to yourself.");
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId)).limit(1);
  if (!target) throw notFound("User not found");
}

/**
 * Blocks a member: ends any match between the two, hides each from the other everywhere, and closes any open
 * chat between them at once. The conversation is kept, out of both members' sight, for moderation: a member
 * who sends abuse and then blocks must not be able to erase it.
 */
/** The block's writes (the block, the pair's match ended), inside the caller's transaction. */
async function writeBlock(tx: Queryable, { blockerId, targetUserId }: { blockerId: string; targetUserId: string }) {
  const pair = orderedPair(blockerId, targetUserId);
  await tx.insert(blocks).values({ blockerId, blockedId: targetUserId }).onConflictDoNothing();
  return tx
    .update(matches)
    .set({ endedAt: new Date(), endedBy: blockerId })
    .where(and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB), isNull(matches.endedAt)))
    .returning({ matchId: matches.id });
}

export async function blockUser(ctx: AppContext, options: { blockerId: string; targetUserId: string }) {
  const { blockerId, targetUserId } = options;
  await assertOtherMember(ctx, blockerId, targetUserId);
  const ended = await ctx.db.transaction((tx) => writeBlock(tx, { blockerId, targetUserId }));
  await afterBlock(ctx, { blockerId, targetUserId, matchIds: ended.map(({ matchId }) => matchId) });
}

/** The two members' conversation as it stands, ended or not, oldest first. */
async function conversationBetween(db: Queryable, a: string, b: string): Promise<ReportedMessage[]> {
  const pair = orderedPair(a, b);
  const rows = await db
    .select({
      senderId: messages.senderId,
      text: messages.text,
      createdAt: messages.createdAt,
      ...keptMessageExtras,
    })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB)))
    .orderBy(sql`${messages.seq} desc`)
    .limit(REPORTED_MESSAGES_MAX);
  return rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The reporter's kept conversation with a member who has left, by the id that stands for them there. */
async function retainedConversation(db: Queryable, reporterId: string, formerMemberId: string) {
  const [kept] = await db
    .select({ conversation: retainedConversations.conversation })
    .from(retainedConversations)
    .where(
      and(
        eq(retainedConversations.partnerId, reporterId),
        eq(retainedConversations.formerMemberId, formerMemberId),
        gt(retainedConversations.purgeAfter, new Date()),
      ),
    );
  return kept?.conversation ?? null;
}

/**
 * Files a report with the conversation attached as it is now. One report per reporter and member: reporting
 * again brings the reason and the conversation up to date instead of piling up copies. A member who has left is
 * reported by the id their partner's kept conversation names them by, with that conversation.
 */
export async function reportUser(
  ctx: AppContext,
  options: { reporterId: string; targetUserId: string; reason: string; category: ReportCategory; alsoBlock?: boolean },
) {
  const { reporterId, targetUserId, reason, category } = options;
  const kept = await retainedConversation(ctx.db, reporterId, targetUserId);
  if (!kept) await assertOtherMember(ctx, reporterId, targetUserId);
  await enforceLimits(ctx, {
    rules: [{ key: `report:${reporterId}`, limit: REPORTS_PER_HOUR, windowMs: 60 * 60_000 }],
    message: MESSAGES.auth.rateLimited,
  });
  const conversation = kept ?? (await conversationBetween(ctx.db, reporterId, targetUserId));
  // A member who has left cannot be blocked: nothing of theirs is left to see or to message.
  const alsoBlock = Boolean(options.alsoBlock) && !kept;
  const ended = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(reports)
      .values({ reporterId, reportedId: targetUserId, reason, category, conversation })
      .onConflictDoUpdate({
        target: [reports.reporterId, reports.reportedId],
        targetWhere: sql`${reports.status} = 'open'`,
        set: { reason, category, conversation, updatedAt: new Date() },
      });
    // Several members reporting one within a day take them out of feeds until a moderator decides.
    if (!kept) await hideIfReportedFast(tx, { memberId: targetUserId });
    return alsoBlock ? writeBlock(tx, { blockerId: reporterId, targetUserId }) : [];
  });
  if (alsoBlock) {
    await afterBlock(ctx, { blockerId: reporterId, targetUserId, matchIds: ended.map(({ matchId }) => matchId) });
  }
}

/** Once a block is committed: the pair's open chats close, and a call between them ends at once for both ends. */
async function afterBlock(
  ctx: AppContext,
  { blockerId, targetUserId, matchIds }: { blockerId: string; targetUserId: string; matchIds: string[] },
) {
  closeChats(ctx, { userId: blockerId, matchIds, partnerIds: [targetUserId] });
  await endCallsOfMatches(ctx, { matchIds, reason: "closed" });
}

/** The member's kept conversations with members who have since left, newest first, for reporting. */
export async function listFormerConversations(
  ctx: AppContext,
  options: { userId: string },
): Promise<FormerConversation[]> {
  const rows = await ctx.db
    .select()
    .from(retainedConversations)
    .where(and(eq(retainedConversations.partnerId, options.userId), gt(retainedConversations.purgeAfter, new Date())))
    .orderBy(desc(retainedConversations.createdAt));
  return rows.map((row) => ({
    _id: row.formerMemberId,
    matchedAt: row.matchedAt.toISOString(),
    keptUntil: row.purgeAfter.toISOString(),
    messages: row.conversation.map((message) => ({
      fromMe: message.senderId === options.userId,
      text: message.text,
      createdAt: message.createdAt,
    })),
  }));
}
