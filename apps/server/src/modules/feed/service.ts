import { FEED_PAGE_SIZE, type FeedPage, MESSAGES } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { allowanceAfter } from "../matching/allowance.ts";
import type { UserRow } from "../users/presenter.ts";
import { presentFeedCard } from "./card.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { feedPageStatement } from "./page-statement.ts";

export function assertCanDiscover(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError(400, "PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: "/onboarding" });
  }
}

export async function getFeed(ctx: AppContext, options: { viewer: UserRow; cursor?: string }): Promise<FeedPage> {
  const { viewer } = options;
  assertCanDiscover(viewer);
  const { statement, params } = feedPageStatement(viewer, decodeCursor(options.cursor));
  const [result] = await statement.execute(ctx.db, params);
  const cards = result?.cards ?? [];
  const page = cards.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map((row) =>
      presentFeedCard(viewer, row.profile, row.photos, {
        superLikedYou: row.superLiked === 1,
        isBoosted: row.boosted === 1,
        distanceKm: row.distanceKm,
      }),
    ),
    nextCursor:
      cards.length > FEED_PAGE_SIZE && last
        ? encodeCursor([last.boosted, last.superLiked, last.score, last.activeAt, last.id])
        : null,
    allowance: allowanceAfter(ctx, viewer, {
      swipes: result?.swipesToday ?? 0,
      superLikes: result?.superLikesToday ?? 0,
    }),
  };
}
