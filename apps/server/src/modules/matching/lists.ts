import { ageOn, type Connection, type ReceivedRequest } from "@devmatch/shared";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { blocks, matches, swipes, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { photosByUser } from "../users/load.ts";
import { photoUrl, presentPublicProfile } from "../users/presenter.ts";

const notBlockedWith = (viewerId: string) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`;
const activeMember = sql`${users.isVerified} and ${users.onboardingCompleted} and not ${users.isSuspended}`;

/** People who liked me and whom I have not answered yet; super likes first. */
export async function listReceivedRequests(ctx: AppContext, viewerId: string): Promise<ReceivedRequest[]> {
  const rows = await ctx.db
    .select({ swipe: swipes, user: users })
    .from(swipes)
    .innerJoin(users, eq(users.id, swipes.swiperId))
    .where(
      and(
        eq(swipes.targetId, viewerId),
        inArray(swipes.action, ["like", "superlike"]),
        activeMember,
        // A paused member's likes wait until they are back.
        sql`not ${users.isPaused}`,
        notBlockedWith(viewerId),
        sql`not exists (select 1 from ${swipes} mine where mine.swiper_id = ${viewerId} and mine.target_id = ${users.id})`,
      ),
    )
    .orderBy(sql`(${swipes.action} = 'superlike') desc`, desc(swipes.createdAt))
    .limit(100);
  const photoMap = await photosByUser(
    ctx.db,
    rows.map((row) => row.user.id),
  );
  return rows.map(({ swipe, user }) => ({
    _id: swipe.id,
    action: swipe.action as "like" | "superlike",
    createdAt: swipe.createdAt.toISOString(),
    fromUserId: presentPublicProfile(user, photoMap.get(user.id) ?? []),
  }));
}

/** The swipe behind a request, if it really is someone's like of the viewer. */
export async function findRequest(ctx: AppContext, options: { viewerId: string; requestId: string }) {
  const [request] = await ctx.db
    .select()
    .from(swipes)
    .where(
      and(
        eq(swipes.id, options.requestId),
        eq(swipes.targetId, options.viewerId),
        inArray(swipes.action, ["like", "superlike"]),
      ),
    );
  if (!request) throw notFound("Request not found");
  return request;
}

export async function listConnections(ctx: AppContext, viewerId: string): Promise<Connection[]> {
  const otherId = sql`case when ${matches.userA} = ${viewerId} then ${matches.userB} else ${matches.userA} end`;
  const rows = await ctx.db
    .select({ match: matches, user: users })
    .from(matches)
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .where(
      and(
        or(eq(matches.userA, viewerId), eq(matches.userB, viewerId)),
        isNull(matches.endedAt),
        sql`not ${users.isSuspended}`,
        notBlockedWith(viewerId),
      ),
    )
    .orderBy(desc(matches.createdAt));
  const photoMap = await photosByUser(
    ctx.db,
    rows.map((row) => row.user.id),
  );
  return rows.map(({ match, user }) => {
    const primary = photoMap.get(user.id)?.[0];
    return {
      _id: user.id,
      matchId: match.id,
      matchedAt: match.createdAt.toISOString(),
      firstName: user.firstName,
      lastName: user.lastName,
      age: user.dateOfBirth ? ageOn(user.dateOfBirth) : null,
      gender: user.gender as Connection["gender"],
      about: user.bio,
      photoUrl: primary ? photoUrl(primary.id) : null,
    };
  });
}
