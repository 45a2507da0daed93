import type { SwipeAllowance } from "@devmatch/shared";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { networkSwipes, type UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { startOfToday } from "../plans/allowance.ts";
import { entitlementsOf } from "../plans/entitlements.ts";

/** Today's likes in Network mode: counted apart from dating likes, against the plan's `networkDailyLikes`. */
export async function networkLikesToday({ db }: { db: Queryable }, { userId }: { userId: string }) {
  const [row] = await db
    .select({ likes: sql<number>`count(*) filter (where ${networkSwipes.action} = 'like')::int` })
    .from(networkSwipes)
    .where(and(eq(networkSwipes.swiperId, userId), gte(networkSwipes.createdAt, startOfToday())));
  return row?.likes ?? 0;
}

/** What the member may still do today in Network mode: no super likes and no undo there. */
export function networkAllowanceAfter(
  ctx: Pick<AppContext, "config">,
  { user, likes }: { user: UserRow; likes: number },
): SwipeAllowance {
  const entitlements = entitlementsOf(user, ctx.config.PRICING_MODE);
  return {
    swipesLeft: entitlements.networkDailyLikes === null ? null : Math.max(0, entitlements.networkDailyLikes - likes),
    superLikesLeft: 0,
    canUndo: false,
  };
}

export async function networkAllowance(
  ctx: Pick<AppContext, "config"> & { db: Queryable },
  { user }: { user: UserRow },
): Promise<SwipeAllowance> {
  return networkAllowanceAfter(ctx, { user, likes: await networkLikesToday(ctx, { userId: user.id }) });
}
