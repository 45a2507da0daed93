import { and, eq, inArray, type SQL } from "drizzle-orm";
import { swipes } from "../../db/schema.ts";

/**
 * A like (ordinary or super) of `likedId`, by `likerId` when given, as a condition on `swipes`: the one
 * definition of "their like of me" that the Likes screen, a request's answer and a swipe's match all read.
 */
export const likeOf = ({ likedId, likerId }: { likedId: string; likerId?: string }): SQL | undefined =>
  and(
    eq(swipes.targetId, likedId),
    inArray(swipes.action, ["like", "superlike"]),
    likerId === undefined ? undefined : eq(swipes.swiperId, likerId),
  );
