import { type SwipeAction, type SwipeResult, sharedSkills } from "@devmatch/shared";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { matches, notifications, swipes, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound, premiumRequired, rateLimited } from "../../lib/errors.ts";
import { swipeableMember, swipeableSql } from "../../policies/visibility.ts";
import { assertCanDiscover } from "../feed/service.ts";
import { notifyAway } from "../notices/service.ts";
import { listPhotos } from "../users/load.ts";
import type { UserRow } from "../users/presenter.ts";
import { photoUrl } from "../users/presenter.ts";
import { swipeAllowance } from "./allowance.ts";

/** The pair is stored ordered so one pair can only ever have one match row. */
export const orderedPair = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

/** The live match between two members; one a block ended counts as none. */
export async function findMatch(
  { db }: { db: AppContext["db"] | Transaction },
  { userId: a, otherUserId: b }: { userId: string; otherUserId: string },
) {
  const [match] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.userA, orderedPair(a, b).userA),
        eq(matches.userB, orderedPair(a, b).userB),
        isNull(matches.endedAt),
      ),
    );
  return match ?? null;
}

/** Someone the swiper may act on, as the visibility policy says; anyone else reads as gone. */
async function findSwipeTarget(tx: Transaction, swiper: UserRow, targetUserId: string, holdBothWays?: boolean) {
  if (targetUserId === swiper.id) throw new AppError("VALIDATION_ERROR", "userId: You can't swipe on yourself.");
  const target = await swipeableMember(
    { db: tx },
    { swiperId: swiper.id, memberId: targetUserId, holdBothWays: holdBothWays },
  );
  if (!target) throw notFound("This member is no longer available.");
  return target;
}

/** A spent daily allowance: it refills at midnight UTC, which is what `Retry-After` says. */
function limitError(action: SwipeAction, now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const message =
    action === "superlike"
      ? "You've used today's super likes. They refill at midnight UTC, or upgrade for more."
      : "You've used today's likes. They refill at midnight UTC, or upgrade for unlimited likes. Passing is always free.";
  return rateLimited(message, (midnight - now.getTime()) / 1000, "SWIPE_LIMIT");
}

interface SwipeOutcome {
  action: SwipeAction;
  target: UserRow;
  matchId: string | null;
  /** Set only when this swipe created the match, so notifications go out once. */
  newMatch: boolean;
  newSwipe: boolean;
}

/**
 * Records one swipe. The pair is serialised with a transaction-scoped advisory lock, so two members liking each
 * other at the same moment still make exactly one match; repeating a swipe changes nothing. A second lock per
 * swiper, taken last, keeps the daily allowance exact.
 */
export async function swipe(
  ctx: AppContext,
  options: { swiper: UserRow; targetUserId: string; action: SwipeAction },
): Promise<SwipeResult> {
  const { swiper, targetUserId, action } = options;
  assertCanDiscover(swiper);
  const outcome = await ctx.db.transaction(async (tx): Promise<SwipeOutcome> => {
    const target = await findSwipeTarget(tx, swiper, targetUserId, ctx.holdBothWays);
    const pair = orderedPair(swiper.id, target.id);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${pair.userA}:${pair.userB}`}, 0))`);

    const [existing] = await tx
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperId, swiper.id), eq(swipes.targetId, target.id)));
    if (existing) {
      return {
        action: existing.action,
        target,
        matchId: (await findMatch({ db: tx }, { userId: swiper.id, otherUserId: target.id }))?.id ?? null,
        newMatch: false,
        newSwipe: false,
      };
    }

    // The allowance is counted per swiper, so its count and the insert hold a lock per swiper too: parallel
    // swipes on different members would otherwise each see the same count and together go past it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`swiper:${swiper.id}`}, 0))`);
    if (action !== "pass") {
      const allowance = await swipeAllowance({ ...ctx, db: tx }, { user: swiper });
      const spent =
        action === "superlike"
          ? allowance.superLikesLeft <= 0
          : allowance.swipesLeft !== null && allowance.swipesLeft <= 0;
      if (spent) throw limitError(action);
    }
    await tx.insert(swipes).values({ swiperId: swiper.id, targetId: target.id, action });
    if (action === "superlike")
      await tx.insert(notifications).values({ userId: target.id, type: "superlike", actorId: swiper.id });
    if (action === "pass") return { action, target, matchId: null, newMatch: false, newSwipe: true };

    const [theirs] = await tx
      .select({ id: swipes.id })
      .from(swipes)
      .where(
        and(
          eq(swipes.swiperId, target.id),
          eq(swipes.targetId, swiper.id),
          inArray(swipes.action, ["like", "superlike"]),
        ),
      );
    if (!theirs) {
      if (action === "like")
        await tx.insert(notifications).values({ userId: target.id, type: "like", actorId: swiper.id });
      return { action, target, matchId: null, newMatch: false, newSwipe: true };
    }

    const [match] = await tx.insert(matches).values(pair).onConflictDoNothing().returning();
    if (!match) {
      const existingMatch = await findMatch({ db: tx }, { userId: swiper.id, otherUserId: target.id });
      return { action, target, matchId: existingMatch?.id ?? null, newMatch: false, newSwipe: true };
    }
    // Their like has now been answered: it no longer waits on the Likes screen.
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.userId, swiper.id),
          eq(notifications.actorId, target.id),
          inArray(notifications.type, ["like", "superlike"]),
          isNull(notifications.readAt),
        ),
      );
    await tx.insert(notifications).values([
      { userId: swiper.id, type: "match", actorId: target.id, matchId: match.id },
      { userId: target.id, type: "match", actorId: swiper.id, matchId: match.id },
    ]);
    return { action, target, matchId: match.id, newMatch: true, newSwipe: true };
  });
  notifySwipe(ctx, swiper, outcome);

  const { target, matchId } = outcome;
  const targetPhotos = matchId ? await listPhotos(ctx, { userId: target.id }) : [];
  return {
    action: outcome.action,
    matchId,
    matchedWith: matchId
      ? { _id: target.id, firstName: target.firstName, photoUrl: targetPhotos[0] ? photoUrl(targetPhotos[0].id) : null }
      : null,
    mutualInterests: matchId
      ? sharedSkills([...swiper.skills, ...swiper.interests], [...target.skills, ...target.interests])
      : [],
    allowance: await swipeAllowance(ctx, { user: swiper }),
  };
}

/** Real-time notices, sent once the swipe is committed. */
function notifySwipe(ctx: AppContext, swiper: UserRow, outcome: SwipeOutcome) {
  const actor = { id: swiper.id, firstName: swiper.firstName };
  if (outcome.newMatch) void notifyAway(ctx, { userId: outcome.target.id, kind: "match", actor });
  if (outcome.newSwipe && outcome.action === "superlike")
    void notifyAway(ctx, { userId: outcome.target.id, kind: "superlike", actor });
  // The swiper's own screen shows the match from the swipe's answer; a second announcement would double it.
  if (outcome.newMatch) {
    ctx.realtime.emitToUser(outcome.target.id, "notification", {
      type: "match",
      fromUserId: swiper.id,
      firstName: swiper.firstName,
    });
  }
  if (outcome.newSwipe && outcome.action === "like" && !outcome.matchId) {
    ctx.realtime.emitToUser(outcome.target.id, "notification", { type: "like" });
  }
  if (outcome.newSwipe && outcome.action === "superlike") {
    ctx.realtime.emitToUser(outcome.target.id, "notification", {
      type: "superlike",
      fromUserId: swiper.id,
      firstName: swiper.firstName,
    });
  }
}

/** Takes back the member's latest swipe, unless it already made a match. Returns who to show again. */
export async function undoLastSwipe(ctx: AppContext, options: { user: UserRow }) {
  const { user } = options;
  const allowance = await swipeAllowance(ctx, { user: user });
  if (!allowance.canUndo) {
    throw premiumRequired("Undo is part of Gold and Platinum. Upgrade to take back a swipe.");
  }
  const targetId = await ctx.db.transaction(async (tx) => {
    // A swipe on someone who has since left the deck (paused, suspended, blocked either way, no longer fitting
    // both ways) cannot come back.
    const [last] = await tx
      .select({ id: swipes.id, targetId: swipes.targetId, action: swipes.action })
      .from(swipes)
      .innerJoin(users, eq(users.id, swipes.targetId))
      .where(and(eq(swipes.swiperId, user.id), swipeableSql(sql`${user.id}::uuid`, { holdBothWays: ctx.holdBothWays })))
      .orderBy(desc(swipes.createdAt))
      .limit(1);
    if (!last) throw notFound("There is no swipe to undo.");
    if (await findMatch({ db: tx }, { userId: user.id, otherUserId: last.targetId })) {
      throw new AppError("CONFLICT", "That swipe already made a match, so it can't be undone.");
    }
    await tx.delete(swipes).where(eq(swipes.id, last.id));
    if (last.action !== "pass") {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, last.targetId),
            eq(notifications.actorId, user.id),
            inArray(notifications.type, ["like", "superlike"]),
          ),
        );
    }
    return last.targetId;
  });
  return targetId;
}
