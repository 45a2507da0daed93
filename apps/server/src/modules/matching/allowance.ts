import type { SwipeAllowance } from "@devmatch/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { swipes } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { entitlementsOf } from "../premium/entitlements.ts";
import type { UserRow } from "../users/presenter.ts";

/** Allowances reset at midnight UTC. */
export const startOfToday = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function countToday(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      swipes: sql<number>`count(*) filter (where ${swipes.action} <> 'superlike')::int`,
      superLikes: sql<number>`count(*) filter (where ${swipes.action} = 'superlike')::int`,
    })
    .from(swipes)
    .where(and(eq(swipes.swiperId, userId), gte(swipes.createdAt, startOfToday())));
  return { swipes: row?.swipes ?? 0, superLikes: row?.superLikes ?? 0 };
}

/** What the member may still do today, from the plans table. */
export async function swipeAllowance(
  ctx: Pick<AppContext, "config">,
  db: Queryable,
  user: UserRow,
): Promise<SwipeAllowance> {
  const entitlements = entitlementsOf(user, ctx.config.PRICING_MODE);
  const used = await countToday(db, user.id);
  return {
    swipesLeft: entitlements.dailySwipes === null ? null : Math.max(0, entitlements.dailySwipes - used.swipes),
    superLikesLeft: Math.max(0, entitlements.dailySuperLikes - used.superLikes),
    canUndo: entitlements.undoSwipe,
  };
}
