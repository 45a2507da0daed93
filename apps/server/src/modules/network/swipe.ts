import type { SwipeResult } from "@devmatch/shared";
import { sharedSkills } from "@devmatch/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { orderedPair } from "../../db/pairs.ts";
import { matches, networkSwipes, notifications, type UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound, rateLimited } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { networkSwipeableMember } from "../../policies/visibility.ts";
import { deliverNotice } from "../notices/service.ts";
import { listPhotos } from "../users/load.ts";
import { photoUrl } from "../users/presenter.ts";
import { networkAllowanceAfter, networkLikesToday } from "./allowance.ts";
import { assertInNetwork, loadNetworkProfile } from "./profile.ts";

const SWIPE_WINDOW_MS = 60_000;

/** The pair's live conversation, in either mode. */
async function findMatch(tx: Transaction, { userId, otherUserId }: { userId: string; otherUserId: string }) {
  const pair = orderedPair(userId, otherUserId);
  const [match] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.userA, pair.userA), eq(matches.userB, pair.userB), isNull(matches.endedAt)));
  return match ?? null;
}

function limitError(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return rateLimited(
    "You've used today's Network likes. They refill at midnight UTC, or upgrade for unlimited. Passing is always free.",
    (midnight - now.getTime()) / 1000,
    "SWIPE_LIMIT",
  );
}

/**
 * A like or pass in Network mode (`POST /api/match/swipe/:userId` with `mode: "network"`). Stored apart from
 * dating swipes, so it never shows in a dating list; a like answered makes a network match, and only when the
 * pair has no conversation yet (a pair has one, in the mode they first matched in). Serialised per pair and per
 * swiper as dating swipes are.
 */
export async function swipeInNetwork(
  ctx: AppContext,
  options: { swiper: UserRow; targetUserId: string; action: "like" | "pass" },
): Promise<SwipeResult> {
  const { swiper, targetUserId, action } = options;
  assertInNetwork(swiper);
  if (targetUserId === swiper.id) throw new AppError("VALIDATION_ERROR", "userId: You can't swipe on yourself.");
  if (!(await loadNetworkProfile(ctx, { userId: swiper.id })))
    throw new AppError("PROFILE_INCOMPLETE", "Fill in your network profile before you swipe in Network.");
  await enforceLimits(ctx, {
    rules: [{ key: `swipe:${swiper.id}`, limit: ctx.config.rateLimits.swipesPerMinute, windowMs: SWIPE_WINDOW_MS }],
    message: "You're swiping very fast. Take a breath and try again in a moment.",
  });
  const outcome = await ctx.db.transaction(async (tx) => {
    const target = await networkSwipeableMember({ db: tx }, { swiperId: swiper.id, memberId: targetUserId });
    if (!target) throw notFound("This member is no longer available.");
    const pair = orderedPair(swiper.id, target.id);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${pair.userA}:${pair.userB}`}, 0)),
      pg_advisory_xact_lock(hashtextextended(${`swiper:${swiper.id}`}, 0))`);
    const between = await tx
      .select()
      .from(networkSwipes)
      .where(
        or(
          and(eq(networkSwipes.swiperId, swiper.id), eq(networkSwipes.targetId, target.id)),
          and(
            eq(networkSwipes.swiperId, target.id),
            eq(networkSwipes.targetId, swiper.id),
            eq(networkSwipes.action, "like"),
          ),
        ),
      );
    const existing = between.find((row) => row.swiperId === swiper.id);
    const theirs = between.find((row) => row.swiperId === target.id);
    const likes = await networkLikesToday({ db: tx }, { userId: swiper.id });
    if (existing) {
      const match = await findMatch(tx, { userId: swiper.id, otherUserId: target.id });
      return { target, action: existing.action, likes, matchId: match?.id ?? null, newMatch: false };
    }
    if (action === "like") {
      const left = networkAllowanceAfter(ctx, { user: swiper, likes }).swipesLeft;
      if (left !== null && left <= 0) throw limitError();
    }
    await tx.insert(networkSwipes).values({ swiperId: swiper.id, targetId: target.id, action });
    const likesAfter = likes + (action === "like" ? 1 : 0);
    if (action === "pass" || !theirs) return { target, action, likes: likesAfter, matchId: null, newMatch: false };
    const [match] = await tx
      .insert(matches)
      .values({ ...pair, mode: "network" })
      .onConflictDoNothing()
      .returning();
    if (!match) {
      const existingMatch = await findMatch(tx, { userId: swiper.id, otherUserId: target.id });
      return { target, action, likes: likesAfter, matchId: existingMatch?.id ?? null, newMatch: false };
    }
    await tx.insert(notifications).values([
      { userId: swiper.id, type: "match", actorId: target.id, matchId: match.id },
      { userId: target.id, type: "match", actorId: swiper.id, matchId: match.id },
    ]);
    return { target, action, likes: likesAfter, matchId: match.id, newMatch: true };
  });
  const { target, matchId } = outcome;
  if (outcome.newMatch)
    deliverNotice(ctx, {
      userId: target.id,
      kind: "match",
      actor: { id: swiper.id, firstName: swiper.firstName },
      mode: "network",
    });
  const targetPhotos = matchId ? await listPhotos(ctx, { userId: target.id }) : [];
  return {
    action: outcome.action,
    mode: "network",
    matchId,
    matchedWith: matchId
      ? { _id: target.id, firstName: target.firstName, photoUrl: targetPhotos[0] ? photoUrl(targetPhotos[0].id) : null }
      : null,
    mutualInterests: matchId ? sharedSkills(swiper.skills, target.skills) : [],
    allowance: networkAllowanceAfter(ctx, { user: swiper, likes: outcome.likes }),
  };
}
