import { type FeedCard, type FeedPage, MESSAGES, paths } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { allowanceAfter } from "../plans/allowance.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { deckCardStatement, feedPageStatements, feedParams } from "./feed-query.ts";

export function assertCanDiscover(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError("PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: paths.onboarding });
  }
}

/** The dating deck and dating swipes are for members in Date mode (a member in Network only uses `/app/network`). */
export function assertInDate(user: UserRow) {
  assertCanDiscover(user);
  if (!user.modeDate) {
    throw new AppError("MODE_OFF", "Turn on Date mode in Settings to see the dating deck.", {
      redirectTo: paths.app.network,
    });
  }
}

export interface RankedFeedPage {
  page: FeedPage;
  /** Members on the page whose boost is running: each is counted as shown to the viewer. */
  boostedIds: string[];
}

/**
 * A page of the viewer's feed, ranked in one statement (`feed-query.ts`): refused until their profile is
 * complete. The cards come out of the database as JSON; the route's schema writes them out.
 */
export async function rankFeedPage(
  ctx: AppContext,
  options: { viewer: UserRow; cursor?: string },
): Promise<RankedFeedPage> {
  const { viewer } = options;
  assertInDate(viewer);
  const params = feedParams({ viewerId: viewer.id, after: decodeCursor(options.cursor) });
  const statement = feedPageStatements[ctx.rankingForComparison ?? "mutual"];
  const [result] = await statement.execute(ctx.database, params);
  return {
    page: {
      data: JSON.parse(result?.cards ?? "[]") as FeedCard[],
      nextCursor: result?.nextKey ? encodeCursor(result.nextKey) : null,
      allowance: allowanceAfter(ctx, {
        user: viewer,
        used: { swipes: result?.swipesToday ?? 0, superLikes: result?.superLikesToday ?? 0 },
      }),
    },
    boostedIds: result?.boostedIds ?? [],
  };
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
