import { BOOST_DURATION_MINUTES, type BoostStatus } from "@devmatch/shared";
import { and, count, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { boostImpressions, boosts, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { entitlementsOf } from "../plans/entitlements.ts";
import { upgradeRequired } from "./gate.ts";

const WEEK_MS = 7 * 24 * 3_600_000;

const reachOf = sql<number>`(select count(*)::int from ${boostImpressions} where ${boostImpressions.boostId} = ${boosts.id})`;

/** `ctx.db` may be an open transaction. */
export async function getBoostStatus(
  ctx: Pick<AppContext, "config"> & { db: Queryable },
  options: { user: UserRow; now?: Date },
): Promise<BoostStatus> {
  const { user, now = new Date() } = options;
  const weeklyLimit = entitlementsOf(user, ctx.config.PRICING_MODE).weeklyBoosts;
  // One after another: `ctx.db` may be a transaction, whose one connection takes one statement at a time.
  const [active] = await ctx.db
    .select({ endsAt: boosts.endsAt, reached: reachOf })
    .from(boosts)
    .where(and(eq(boosts.userId, user.id), gt(boosts.endsAt, now)))
    .limit(1);
  const [used] = await ctx.db
    .select({ value: count() })
    .from(boosts)
    .where(and(eq(boosts.userId, user.id), gt(boosts.startsAt, new Date(now.getTime() - WEEK_MS))));
  const [last] = await ctx.db
    .select({ endsAt: boosts.endsAt, reached: reachOf })
    .from(boosts)
    .where(and(eq(boosts.userId, user.id), lte(boosts.endsAt, now)))
    .orderBy(desc(boosts.endsAt))
    .limit(1);
  return {
    isActive: Boolean(active),
    remainingMinutes: active ? Math.ceil((active.endsAt.getTime() - now.getTime()) / 60_000) : 0,
    usedThisWeek: used?.value ?? 0,
    weeklyLimit,
    membersReachedSoFar: active?.reached ?? 0,
    lastBoost: last ? { endedAt: last.endsAt.toISOString(), membersReached: last.reached } : null,
  };
}

/**
 * Puts the member at the front of other members' feeds for half an hour (the feed orders active boosts first),
 * within the plan's weekly allowance and never two at once; the member's row is locked so parallel presses
 * start one boost.
 */
export async function activateBoost(ctx: AppContext, options: { user: UserRow }): Promise<BoostStatus> {
  const { user } = options;
  if (entitlementsOf(user, ctx.config.PRICING_MODE).weeklyBoosts === 0) throw upgradeRequired("Profile Boost");
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const now = new Date();
    const status = await getBoostStatus({ ...ctx, db: tx }, { user, now });
    if (status.isActive) throw new AppError("CONFLICT", "Your boost is already running.");
    if (status.usedThisWeek >= status.weeklyLimit)
      throw new AppError("CONFLICT", "You've used this week's boosts. More become available as the week goes on.");
    await tx
      .insert(boosts)
      .values({ userId: user.id, startsAt: now, endsAt: new Date(now.getTime() + BOOST_DURATION_MINUTES * 60_000) });
  });
  return getBoostStatus(ctx, { user });
}
