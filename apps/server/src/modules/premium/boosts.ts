import { BOOST_DURATION_MINUTES } from "@devmatch/shared";
import { and, count, eq, gt } from "drizzle-orm";
import { boosts, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import type { UserRow } from "../users/presenter.ts";
import { entitlementsOf } from "./entitlements.ts";
import { upgradeRequired } from "./gate.ts";

const WEEK_MS = 7 * 24 * 3_600_000;

export interface BoostStatus {
  isActive: boolean;
  remainingMinutes: number;
  usedThisWeek: number;
  weeklyLimit: number;
}

export async function getBoostStatus(ctx: AppContext, user: UserRow, now = new Date()): Promise<BoostStatus> {
  const weeklyLimit = entitlementsOf(user, ctx.config.PRICING_MODE).weeklyBoosts;
  const [[active], [used]] = await Promise.all([
    ctx.db
      .select({ endsAt: boosts.endsAt })
      .from(boosts)
      .where(and(eq(boosts.userId, user.id), gt(boosts.endsAt, now)))
      .limit(1),
    ctx.db
      .select({ value: count() })
      .from(boosts)
      .where(and(eq(boosts.userId, user.id), gt(boosts.startsAt, new Date(now.getTime() - WEEK_MS)))),
  ]);
  return {
    isActive: Boolean(active),
    remainingMinutes: active ? Math.ceil((active.endsAt.getTime() - now.getTime()) / 60_000) : 0,
    usedThisWeek: used?.value ?? 0,
    weeklyLimit,
  };
}

/**
 * Puts the member at the front of other members' feeds for half an hour (the feed orders active boosts first),
 * within the plan's weekly allowance and never two at once; the member's row is locked so parallel presses
 * start one boost.
 */
export async function activateBoost(ctx: AppContext, user: UserRow): Promise<BoostStatus> {
  if (entitlementsOf(user, ctx.config.PRICING_MODE).weeklyBoosts === 0) throw upgradeRequired("Profile Boost");
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const now = new Date();
    const status = await getBoostStatus({ ...ctx, db: tx as unknown as AppContext["db"] }, user, now);
    if (status.isActive) throw new AppError(409, "CONFLICT", "Your boost is already running.");
    if (status.usedThisWeek >= status.weeklyLimit)
      throw new AppError(409, "CONFLICT", "You've used this week's boosts. More become available as the week goes on.");
    await tx
      .insert(boosts)
      .values({ userId: user.id, startsAt: now, endsAt: new Date(now.getTime() + BOOST_DURATION_MINUTES * 60_000) });
  });
  return getBoostStatus(ctx, user);
}
