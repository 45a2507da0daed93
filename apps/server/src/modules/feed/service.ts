import { type FeedCard, type FeedPage, MESSAGES } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { readAccount } from "../auth/sessions.ts";
import { allowanceAfter } from "../matching/allowance.ts";
import type { UserRow } from "../users/presenter.ts";
import { decodeCursor, encodeCursor, type RankKey } from "./cursor.ts";
import { deckCardStatement, feedPageStatement, feedParams } from "./feed-query.ts";

export function assertCanDiscover(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError("PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: "/onboarding" });
  }
}

export interface RankedFeedPage {
  /** Who the session belongs to; null when it is not live (the caller answers 401). */
  viewer: UserRow | null;
  /** The page's cards as the database rendered them: a JSON array, as text. */
  cardsJson: string;
  /** Members on the page whose boost is running. */
  boostedIds: string[];
  /** Where the page ended, when another page follows. */
  nextKey: RankKey | null;
  swipesToday: number;
  superLikesToday: number;
}

/**
 * Ranks a page of the feed for whoever holds the session token, finding them in the same statement (which ranks
 * nothing while their profile is incomplete).
 */
export async function rankFeedPage(
  ctx: AppContext,
  options: { sessionToken: string; cursor?: string },
): Promise<RankedFeedPage> {
  const params = feedParams({ sessionToken: options.sessionToken, after: decodeCursor(options.cursor) });
  const [result] = await feedPageStatement.execute(ctx.database, params);
  return {
    viewer: readAccount(result?.account),
    cardsJson: result?.cards ?? "[]",
    boostedIds: result?.boostedIds ?? [],
    nextKey: result?.nextKey ?? null,
    swipesToday: result?.swipesToday ?? 0,
    superLikesToday: result?.superLikesToday ?? 0,
  };
}

/**
 * The page as the viewer sees it (a `FeedPage`), as JSON text: the cards go out as the database wrote them,
 * without being parsed and serialised again. Refused until the viewer's profile is complete.
 */
export function feedPageJson(ctx: AppContext, { viewer, ranked }: { viewer: UserRow; ranked: RankedFeedPage }): string {
  assertCanDiscover(viewer);
  const rest: Omit<FeedPage, "data"> = {
    nextCursor: ranked.nextKey ? encodeCursor(ranked.nextKey) : null,
    allowance: allowanceAfter(ctx, {
      user: viewer,
      used: { swipes: ranked.swipesToday, superLikes: ranked.superLikesToday },
    }),
  };
  return `{"data":${ranked.cardsJson},${JSON.stringify(rest).slice(1)}`;
}

/** A member's card as the viewer's deck shows it, score and distance included (undo puts it back on top). */
export async function getDeckCard(ctx: AppContext, options: { viewer: UserRow; memberId: string }): Promise<FeedCard> {
  const [row] = await deckCardStatement.execute(ctx.database, {
    viewerId: options.viewer.id,
    memberId: options.memberId,
    today: new Date().toISOString().slice(0, 10),
  });
  if (!row) throw notFound("User not found");
  return JSON.parse(row.card) as FeedCard;
}
