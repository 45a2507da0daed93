import { count, eq, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { matches, swipes, type UserRow } from "../../db/schema.ts";
import { countPhotos } from "../photos/service.ts";
import { profileCompletion } from "../users/presenter.ts";

const likeCounts = {
  likes: sql<number>`count(*) filter (where ${swipes.action} = 'like')::int`,
  superLikes: sql<number>`count(*) filter (where ${swipes.action} = 'superlike')::int`,
};

/** Likes and super likes each way, the share of my likes that became matches, and how complete my profile is. */
export async function getFeedStats({ db }: { db: Queryable }, { user }: { user: UserRow }) {
  const [[sent], [received], [matchRow], photoCount] = await Promise.all([
    db.select(likeCounts).from(swipes).where(eq(swipes.swiperId, user.id)),
    db.select(likeCounts).from(swipes).where(eq(swipes.targetId, user.id)),
    db
      .select({ value: count() })
      .from(matches)
      .where(or(eq(matches.userA, user.id), eq(matches.userB, user.id))),
    countPhotos({ db }, { userId: user.id }),
  ]);
  const swipesSent = { likes: sent?.likes ?? 0, superLikes: sent?.superLikes ?? 0 };
  const likesGiven = swipesSent.likes + swipesSent.superLikes;
  return {
    swipesSent,
    swipesReceived: { likes: received?.likes ?? 0, superLikes: received?.superLikes ?? 0 },
    matchRate: likesGiven === 0 ? 0 : Math.round(((matchRow?.value ?? 0) / likesGiven) * 100),
    profileCompletion: profileCompletion(user, photoCount),
  };
}
