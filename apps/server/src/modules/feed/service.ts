import { FEED_PAGE_SIZE, type FeedPage, MESSAGES } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { readAccount, type SessionUserRow } from "../auth/sessions.ts";
import { allowanceAfter } from "../matching/allowance.ts";
import type { UserRow } from "../users/presenter.ts";
import { presentFeedCard } from "./card.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { type FeedCardRow, feedPageStatement } from "./page-statement.ts";
import { feedParams } from "./viewer-values.ts";

export function assertCanDiscover(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError(400, "PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: "/onboarding" });
  }
}

export interface RankedFeedPage {
  /** Who the session belongs to; null when it is not live (the caller answers 401). */
  viewer: SessionUserRow | null;
  cards: FeedCardRow[];
  swipesToday: number;
  superLikesToday: number;
}

/** Ranks a page of the feed for whoever holds the session token, finding them in the same statement. */
export async function rankFeedPage(
  ctx: AppContext,
  options: { sessionToken: string; cursor?: string },
): Promise<RankedFeedPage> {
  const params = feedParams({ sessionToken: options.sessionToken, after: decodeCursor(options.cursor) });
  const [result] = await feedPageStatement.execute(ctx.db, params);
  return {
    viewer: readAccount(result?.account),
    cards: result?.cards ?? [],
    swipesToday: result?.swipesToday ?? 0,
    superLikesToday: result?.superLikesToday ?? 0,
  };
}

/** The page as the viewer sees it; refused until their profile is complete. */
export function presentFeedPage(ctx: AppContext, viewer: UserRow, ranked: RankedFeedPage): FeedPage {
  assertCanDiscover(viewer);
  const page = ranked.cards.slice(0, FEED_PAGE_SIZE);
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
      ranked.cards.length > FEED_PAGE_SIZE && last
        ? encodeCursor([last.boosted, last.superLiked, last.score, last.activeAt, last.id])
        : null,
    allowance: allowanceAfter(ctx, viewer, { swipes: ranked.swipesToday, superLikes: ranked.superLikesToday }),
  };
}
