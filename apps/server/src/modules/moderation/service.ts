import { and, eq } from "drizzle-orm";
import { blocks, matches, reports, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { orderedPair } from "../matching/service.ts";

async function assertOtherMember(ctx: AppContext, actorId: string, targetUserId: string) {
  if (actorId === targetUserId) throw new AppError(400, "VALIDATION_ERROR", "userId: You can't do that to yourself.");
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId)).limit(1);
  if (!target) throw notFound("User not found");
}

/**
 * Blocks a member: ends any match between the two (its messages go with it), hides each from the other
 * everywhere, and closes any open chat between them at once.
 */
export async function blockUser(ctx: AppContext, options: { blockerId: string; targetUserId: string }) {
  const { blockerId, targetUserId } = options;
  await assertOtherMember(ctx, blockerId, targetUserId);
  const pair = orderedPair(blockerId, targetUserId);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId: targetUserId }).onConflictDoNothing();
    return tx
      .delete(matches)
      .where(and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB)))
      .returning({ id: matches.id });
  });
  for (const match of ended) ctx.realtime.leaveMatch(match.id);
  ctx.realtime.emitToUser(targetUserId, "chatClosed", { userId: blockerId });
  ctx.realtime.emitToUser(blockerId, "chatClosed", { userId: targetUserId });
}

export async function reportUser(
  ctx: AppContext,
  options: { reporterId: string; targetUserId: string; reason: string },
) {
  await assertOtherMember(ctx, options.reporterId, options.targetUserId);
  await ctx.db
    .insert(reports)
    .values({ reporterId: options.reporterId, reportedId: options.targetUserId, reason: options.reason });
}
