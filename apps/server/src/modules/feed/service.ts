import { FEED_PAGE_SIZE, type FeedPage, MESSAGES } from "@devmatch/shared";
import { asc, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { photos } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { swipeAllowance } from "../matching/allowance.ts";
import type { PhotoRow, UserRow } from "../users/presenter.ts";
import { findCandidates } from "./candidates.ts";
import { compatibilityBetween, presentFeedCard } from "./card.ts";
import { compareRank, decodeCursor, encodeCursor, type RankKey } from "./cursor.ts";
import { snappedDistanceKm } from "./distance.ts";

export function assertCanDiscover(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError(400, "PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: "/onboarding" });
  }
}

/** Photos of several members in one query, grouped by member. */
export async function photosByUser(db: Queryable, userIds: string[]) {
  const grouped = new Map<string, PhotoRow[]>();
  if (userIds.length === 0) return grouped;
  const rows = await db.select().from(photos).where(inArray(photos.userId, userIds)).orderBy(asc(photos.position));
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  return grouped;
}

export async function getFeed(ctx: AppContext, options: { viewer: UserRow; cursor?: string }): Promise<FeedPage> {
  const { viewer } = options;
  assertCanDiscover(viewer);
  const after = decodeCursor(options.cursor);
  const [rows, allowance] = await Promise.all([findCandidates(ctx.db, viewer), swipeAllowance(ctx, ctx.db, viewer)]);

  const ranked = rows
    .filter((row) => {
      const km = snappedDistanceKm(viewer, row);
      return km === null || km <= viewer.prefDistanceKm;
    })
    .map((row) => ({
      row,
      key: [
        row.isBoosted ? 1 : 0,
        row.superLikedYou ? 1 : 0,
        compatibilityBetween(viewer, row).score,
        row.lastActiveAt.getTime(),
        row.id,
      ] as RankKey,
    }))
    .filter((entry) => !after || compareRank(entry.key, after) > 0)
    .sort((a, b) => compareRank(a.key, b.key));

  const page = ranked.slice(0, FEED_PAGE_SIZE);
  const photoMap = await photosByUser(
    ctx.db,
    page.map((entry) => entry.row.id),
  );
  const last = page.at(-1);
  return {
    data: page.map(({ row }) =>
      presentFeedCard(viewer, row, photoMap.get(row.id) ?? [], {
        superLikedYou: row.superLikedYou,
        isBoosted: row.isBoosted,
      }),
    ),
    nextCursor: ranked.length > FEED_PAGE_SIZE && last ? encodeCursor(last.key) : null,
    allowance,
  };
}
