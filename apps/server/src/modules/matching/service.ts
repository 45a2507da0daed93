import { type LikeTarget, MESSAGES, type SwipeAction, type SwipeResult, sharedSkills } from "@devmatch/shared";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { orderedPair } from "../../db/pairs.ts";
import { matches, notifications, superLikeNotices, swipes, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound, premiumRequired, rateLimited } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { swipeableMember, swipeableSql } from "../../policies/visibility.ts";
import { assertInDate } from "../feed/service.ts";
import { deliverNotice } from "../notices/service.ts";
import { allowanceAfter, type SwipesToday, swipeAllowance, swipesToday } from "../plans/allowance.ts";
import { flagProfileText } from "../screening/flags.ts";
import { isHostile } from "../screening/text.ts";
import { likedItemOf, openWithComments } from "../starters/likes.ts";
import { listPhotos } from "../users/load.ts";
import { photoUrl } from "../users/presenter.ts";
import { likeOf } from "./likes.ts";

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
  /** A super like whose target has not been told of one from this swiper within a day: tell them. */
  announceSuperLike: boolean;
  /** The swiper's likes and super likes today, this swipe included. */
  used: SwipesToday;
}

/** However fast a person swipes, this many a minute is plenty; more is a script. */
const SWIPE_WINDOW_MS = 60_000;
/** A super like undone and sent again tells its target nothing new within this time. */
const SUPER_LIKE_RENOTIFY_MS = 24 * 3_600_000;

/**
 * Records that the target is being told of a super like from the swiper, unless they were within the last day:
 * true when they should be told now. One statement, so two servers cannot both tell them.
 */
async function claimSuperLikeNotice(tx: Transaction, swiperId: string, targetId: string) {
  const claimed = await tx
    .insert(superLikeNotices)
    .values({ swiperId, targetId })
    .onConflictDoUpdate({
      target: [superLikeNotices.swiperId, superLikeNotices.targetId],
      set: { notifiedAt: sql`now()` },
      setWhere: sql`${superLikeNotices.notifiedAt} < now() - ${`${SUPER_LIKE_RENOTIFY_MS / 1000} seconds`}::interval`,
    })
    .returning({ swiperId: superLikeNotices.swiperId });
  return claimed.length > 0;
}

/**
 * Records one swipe. The pair is serialised with a transaction-scoped advisory lock, so two members liking each
 * other at the same moment still make exactly one match; repeating a swipe changes nothing. A second lock per
 * swiper, taken last, keeps the daily allowance exact.
 */
export async function swipe(
  ctx: AppContext,
  options: {
    swiper: UserRow;
    targetUserId: string;
    action: SwipeAction;
    /** A like on one photo, prompt or the code card. */
    on?: LikeTarget;
    /** Sent with a like; screened as a chat message is, and the conversation's first message on a match. */
    comment?: string;
    /** The swiper saw "Are you sure?" for this comment. */
    confirmed?: boolean;
  },
): Promise<SwipeResult> {
  const { swiper, targetUserId, action } = options;
  const comment = action === "pass" ? null : options.comment?.trim() || null;
  const on = action === "pass" ? undefined : options.on;
  assertInDate(swiper);
  // A comment that reads as an insult, a threat or harassment goes only once its sender has seen "Are you sure?".
  const hostile = comment !== null && isHostile(comment);
  if (hostile && !options.confirmed) throw new AppError("CONFIRMATION_REQUIRED", MESSAGES.chat.areYouSure);
  await enforceLimits(ctx, {
    rules: [{ key: `swipe:${swiper.id}`, limit: ctx.config.rateLimits.swipesPerMinute, windowMs: SWIPE_WINDOW_MS }],
    message: "You're swiping very fast. Take a breath and try again in a moment.",
  });
  const outcome = await ctx.db.transaction(async (tx): Promise<SwipeOutcome> => {
    const target = await findSwipeTarget(tx, swiper, targetUserId, ctx.holdBothWays);
    const liked = on ? await likedItemOf(tx, { target, on }) : null;
    const pair = orderedPair(swiper.id, target.id);
    // The pair's lock makes two members liking each other at once one match; the swiper's, taken after it, keeps
    // the daily allowance exact when their parallel swipes on different members would each see the same count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${pair.userA}:${pair.userB}`}, 0)),
      pg_advisory_xact_lock(hashtextextended(${`swiper:${swiper.id}`}, 0))`);

    // The swiper's earlier swipe on the target, and the target's like of the swiper, in one read.
    const between = await tx
      .select({ id: swipes.id, swiperId: swipes.swiperId, action: swipes.action })
      .from(swipes)
      .where(
        or(
          and(eq(swipes.swiperId, swiper.id), eq(swipes.targetId, target.id)),
          likeOf({ likedId: swiper.id, likerId: target.id }),
        ),
      );
    const existing = between.find((row) => row.swiperId === swiper.id);
    const theirs = between.find((row) => row.swiperId === target.id);
    const used = await swipesToday({ db: tx }, { userId: swiper.id });
    if (existing) {
      return {
        action: existing.action,
        target,
        matchId: (await findMatch({ db: tx }, { userId: swiper.id, otherUserId: target.id }))?.id ?? null,
        newMatch: false,
        newSwipe: false,
        announceSuperLike: false,
        used,
      };
    }

    if (action !== "pass") {
      const allowance = allowanceAfter(ctx, { user: swiper, used });
      const spent =
        action === "superlike"
          ? allowance.superLikesLeft <= 0
          : allowance.swipesLeft !== null && allowance.swipesLeft <= 0;
      if (spent) throw limitError(action);
    }
    await tx.insert(swipes).values({
      swiperId: swiper.id,
      targetId: target.id,
      action,
      liked,
      comment,
      commentFlag: hostile ? "insult" : null,
    });
    const usedAfter = {
      swipes: used.swipes + (action === "like" ? 1 : 0),
      superLikes: used.superLikes + (action === "superlike" ? 1 : 0),
    };
    let announceSuperLike = false;
    if (action === "superlike") {
      await tx.insert(notifications).values({ userId: target.id, type: "superlike", actorId: swiper.id });
      announceSuperLike = await claimSuperLikeNotice(tx, swiper.id, target.id);
    }
    const made = { action, target, newSwipe: true, announceSuperLike, used: usedAfter };
    if (action === "pass") return { ...made, matchId: null, newMatch: false };

    if (!theirs) {
      if (action === "like")
        await tx.insert(notifications).values({ userId: target.id, type: "like", actorId: swiper.id });
      return { ...made, matchId: null, newMatch: false };
    }

    const [match] = await tx.insert(matches).values(pair).onConflictDoNothing().returning();
    if (!match) {
      const existingMatch = await findMatch({ db: tx }, { userId: swiper.id, otherUserId: target.id });
      return { ...made, matchId: existingMatch?.id ?? null, newMatch: false };
    }
    // The likes' comments open the conversation.
    await openWithComments(tx, { matchId: match.id, ...pair });
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
    return { ...made, matchId: match.id, newMatch: true };
  });
  notifySwipe(ctx, swiper, outcome);
  // Contact details or a payment request in a comment are for a moderator to look at; the comment goes as written.
  if (comment && outcome.newSwipe) {
    void flagProfileText(ctx, { memberId: swiper.id, source: "comment", text: comment }).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not flag a like's comment for review"),
    );
  }

  const { target, matchId } = outcome;
  const targetPhotos = matchId ? await listPhotos(ctx, { userId: target.id }) : [];
  return {
    action: outcome.action,
    mode: "date",
    matchId,
    matchedWith: matchId
      ? { _id: target.id, firstName: target.firstName, photoUrl: targetPhotos[0] ? photoUrl(targetPhotos[0].id) : null }
      : null,
    mutualInterests: matchId
      ? sharedSkills([...swiper.skills, ...swiper.interests], [...target.skills, ...target.interests])
      : [],
    allowance: allowanceAfter(ctx, { user: swiper, used: outcome.used }),
  };
}

/** Notices, sent once the swipe is committed. */
function notifySwipe(ctx: AppContext, swiper: UserRow, outcome: SwipeOutcome) {
  const actor = { id: swiper.id, firstName: swiper.firstName };
  const userId = outcome.target.id;
  // The swiper's own screen shows the match from the swipe's answer; a second announcement would double it.
  if (outcome.newMatch) deliverNotice(ctx, { userId, kind: "match", actor });
  // A super like undone and sent again is announced once.
  if (outcome.announceSuperLike) deliverNotice(ctx, { userId, kind: "superlike", actor });
  if (outcome.newSwipe && outcome.action === "like" && !outcome.matchId)
    deliverNotice(ctx, { userId, kind: "like", actor });
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
