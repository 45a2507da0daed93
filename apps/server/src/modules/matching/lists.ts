import type { Connection, MessageKind, Mode, ReceivedRequest, ReceivedRequestsPage } from "@devmatch/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { matches, messages, swipes, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { dateModeSql, member, notBlockedSql, openChatsOf, outsideSmallWorldOfSql } from "../../policies/visibility.ts";
import { entitlementsOf } from "../plans/entitlements.ts";
import { photosByUser } from "../users/load.ts";
import { likeOf } from "./likes.ts";
import { presentConnection, presentReceivedRequest } from "./presenter.ts";

/** People who liked me and whom I have not answered yet; super likes first. */
export async function listReceivedRequests(
  ctx: AppContext,
  { viewerId }: { viewerId: string },
): Promise<ReceivedRequest[]> {
  const rows = await ctx.db
    .select({ swipe: swipes, user: users })
    .from(swipes)
    .innerJoin(users, eq(users.id, swipes.swiperId))
    .where(
      and(
        likeOf({ likedId: viewerId }),
        // A paused member's likes wait until they are back.
        member.listed,
        notBlockedSql(sql`${users.id}`, sql`${viewerId}::uuid`),
        outsideSmallWorldOfSql(sql`${viewerId}::uuid`),
        dateModeSql,
        sql`not exists (select 1 from ${swipes} mine where mine.swiper_id = ${viewerId} and mine.target_id = ${users.id})`,
      ),
    )
    .orderBy(sql`(${swipes.action} = 'superlike') desc`, desc(swipes.createdAt))
    .limit(100);
  const photoMap = await photosByUser(ctx, { userIds: rows.map((row) => row.user.id) });
  return rows.map(({ swipe, user }) => presentReceivedRequest(swipe, user, photoMap.get(user.id) ?? []));
}

/** Where a hidden like's blurred photo is served (keyed on the like, so it names neither member nor photo). */
export const blurredLikePhotoUrl = (requestId: string) => `/api/likes/${requestId}/blurred.webp`;

/**
 * The Likes screen under the Who Liked Me rule: members whose plan shows who liked them see everyone; the
 * others see super likes in full (they are meant to be seen) and the ordinary likes as tiles with at most a
 * blurred photo the server made, never a name, a member id or a photo's address.
 */
export async function listVisibleRequests(
  ctx: AppContext,
  { viewer }: { viewer: UserRow },
): Promise<ReceivedRequestsPage> {
  const requests = await listReceivedRequests(ctx, { viewerId: viewer.id });
  if (entitlementsOf(viewer, ctx.config.PRICING_MODE).seeWhoLikedYou) {
    return { data: requests, hidden: [], hiddenCount: 0 };
  }
  const visible = requests.filter((request) => request.action === "superlike");
  const hidden = requests
    .filter((request) => request.action !== "superlike")
    .map((request) => ({
      _id: request._id,
      blurredPhotoUrl: request.fromUserId.photos.length > 0 ? blurredLikePhotoUrl(request._id) : null,
    }));
  return { data: visible, hidden, hiddenCount: hidden.length };
}

/** The swipe behind a request, if it really is someone's like of the viewer. */
export async function findRequest(ctx: AppContext, options: { viewerId: string; requestId: string }) {
  const [request] = await ctx.db
    .select()
    .from(swipes)
    .where(and(eq(swipes.id, options.requestId), likeOf({ likedId: options.viewerId })));
  if (!request) throw notFound("Request not found");
  return request;
}

/**
 * The member's conversations, newest activity first: each match with its newest message and how many of the
 * partner's messages wait unread (both read through the match's message index), and whether the partner is
 * online. A match nobody has written in yet counts from when it was made.
 */
export async function listConnections(
  ctx: AppContext,
  { viewerId, mode }: { viewerId: string; mode?: Mode },
): Promise<Connection[]> {
  const openChats = openChatsOf(sql`${viewerId}::uuid`);
  const lastMessage = sql`(
    select json_build_object('kind', m.kind, 'text', m.text, 'sentAt', m.created_at, 'senderId', m.sender_id)
    from ${messages} m where m.match_id = ${matches.id} order by m.seq desc limit 1
  )`;
  const unreadCount = sql<number>`(
    select count(*)::int from ${messages} m
    where m.match_id = ${matches.id} and m.sender_id <> ${viewerId} and m.read_at is null
  )`;
  // Your turn: the partner's first message after the member's last one, if any (then the partner wrote last).
  const yourTurnSince = sql<string | null>`(
    select min(m.created_at) from ${messages} m
    where m.match_id = ${matches.id} and m.sender_id <> ${viewerId}
      and m.seq > coalesce((select max(mine.seq) from ${messages} mine
        where mine.match_id = ${matches.id} and mine.sender_id = ${viewerId}), 0)
  )`;
  const rows = await ctx.db
    .select({
      match: matches,
      user: users,
      lastMessage: sql<{ kind: MessageKind; text: string; sentAt: string; senderId: string } | null>`${lastMessage}`,
      unreadCount,
      yourTurnSince,
    })
    .from(matches)
    .innerJoin(users, openChats.join)
    .where(mode ? and(openChats.where, eq(matches.mode, mode)) : openChats.where)
    .orderBy(desc(matches.createdAt));
  const partnerIds = rows.map((row) => row.user.id);
  const [photoMap, online] = await Promise.all([
    photosByUser(ctx, { userIds: partnerIds }),
    ctx.realtime.onlineAmong(partnerIds),
  ]);
  const activityOf = (row: (typeof rows)[number]) =>
    row.lastMessage ? new Date(row.lastMessage.sentAt).getTime() : row.match.createdAt.getTime();
  // Conversations waiting for the member's answer first, then the rest; each group newest first.
  const newestFirst = [...rows].sort(
    (a, b) => Number(b.yourTurnSince !== null) - Number(a.yourTurnSince !== null) || activityOf(b) - activityOf(a),
  );
  return newestFirst.map((row) =>
    presentConnection(row, {
      viewerId,
      primaryPhotoId: photoMap.get(row.user.id)?.[0]?.id ?? null,
      isOnline: online.has(row.user.id),
    }),
  );
}
