import type { SwipeAllowance } from "@devmatch/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { swipes, type UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { entitlementsOf } from "./entitlements.ts";

/** Allowances reset at midnight UTC. */
export const startOfToday = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Today's likes and super likes by a member: what the daily allowances are spent on. Passing is always free. */
export function swipesTodayColumns() {
  return {
    swipes: sql<number>`count(*) filter (where ${swipes.action} = 'like')::int`,
    superLikes: sql<number>`count(*) filter (where ${swipes.action} = 'superlike')::int`,
  };
}
export type SwipesToday = { swipes: number; superLikes: number };

const countTodayStatement = preparedPer((db: Queryable) =>
  db
    .select(swipesTodayColumns())
    .from(swipes)
    .where(and(eq(swipes.swiperId, sql.placeholder("userId")), gte(swipes.createdAt, sql.placeholder("since"))))
    .prepare("count_swipes_today"),
);

/** The member's likes and super likes today (`ctx.db` may be an open transaction). */
export async function swipesToday({ db }: { db: Queryable }, { userId }: { userId: string }): Promise<SwipesToday> {
  const [row] = await countTodayStatement(db).execute({ userId, since: startOfToday() });
  return { swipes: row?.swipes ?? 0, superLikes: row?.superLikes ?? 0 };
}

/** What the member may still do today, given what they have used, from the plans table. */
export function allowanceAfter(
  ctx: Pick<AppContext, "config">,
  { user, used }: { user: UserRow; used: SwipesToday },
): SwipeAllowance {
  const entitlements = entitlementsOf(user, ctx.config.PRICING_MODE);
  return {
    swipesLeft: entitlements.dailySwipes === null ? null : Math.max(0, entitlements.dailySwipes - used.swipes),
    superLikesLeft: Math.max(0, entitlements.dailySuperLikes - used.superLikes),
    canUndo: entitlements.undoSwipe,
  };
}

/** What the member may still do today, from the plans table. */
export async function swipeAllowance(
  ctx: Pick<AppContext, "config"> & { db: Queryable },
  { user }: { user: UserRow },
): Promise<SwipeAllowance> {
  return allowanceAfter(ctx, { user, used: await swipesToday(ctx, { userId: user.id }) });
}
