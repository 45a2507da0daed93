import { type SQL, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Queryable } from "../db/client.ts";
import {
  blocks,
  chatPhotos,
  chatVoiceNotes,
  matches,
  photos,
  sessions,
  swipes,
  type UserRow,
  users,
} from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { fitBothWaysSql } from "./preferences.ts";
import { isModerator } from "./roles.ts";
import { outsideSmallWorldSql, smallWorldViewerById } from "./small-world.ts";
import {
  inGoodStandingSql,
  isInGoodStanding,
  listedSql,
  mayActSql,
  type StandingColumns,
  standingColumnsOf,
} from "./standing.ts";

/**
 * Who may see whom, as one policy: a member's standing (`standing.ts`) and a pair's relation (a block either
 * way; a live match). Lists take the SQL fragments below; single requests take the checks, which answer "not
 * found" for anything they refuse, so a refusal never tells a stranger from a blocked member. What takes a
 * member out of circulation at once is `circulation.ts`.
 */

const userColumns: StandingColumns = {
  isVerified: users.isVerified,
  onboardingCompleted: users.onboardingCompleted,
  isSuspended: users.isSuspended,
  isPaused: users.isPaused,
  isHidden: users.isHidden,
};

/** The standing rules over the users table itself (or a row source aliased as `users`). */
export const member = {
  mayAct: mayActSql(userColumns),
  inGoodStanding: inGoodStandingSql(userColumns),
  listed: listedSql(userColumns),
};

/** The same rules over a users row under another alias. */
export function memberAs(alias: string) {
  const columns = standingColumnsOf(alias);
  return { mayAct: mayActSql(columns), inGoodStanding: inGoodStandingSql(columns), listed: listedSql(columns) };
}

/**
 * No block between the member `memberId` and the viewer `viewerId`, either way. Written as a set the member's
 * id is not in, so a list gathers the viewer's blocks once and hashes them rather than probing per member.
 */
export const notBlockedSql = (memberId: SQL, viewerId: SQL): SQL =>
  sql`${memberId} not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
      union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;

/** The other member of a match row, seen from `viewerId`. */
export const partnerIdSql = (viewerId: SQL): SQL =>
  sql`case when ${matches.userA} = ${viewerId} then ${matches.userB} else ${matches.userA} end`;

/**
 * The viewer's open chats (a row source of `matches` joined to the partner as `users`): a live match whose
 * partner is in good standing and not blocked either way. The chats list, presence notices and the chat itself
 * all read it.
 */
export const openChatsOf = (viewerId: SQL) => ({
  join: sql`${users}.${sql.identifier(users.id.name)} = ${partnerIdSql(viewerId)}`,
  where: sql`(${matches.userA} = ${viewerId} or ${matches.userB} = ${viewerId}) and ${matches.endedAt} is null
    and ${member.inGoodStanding} and ${notBlockedSql(sql`${users.id}`, viewerId)}`,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const viewerInGoodStanding = (viewerId: string) =>
  sql`exists (select from ${users} viewer where viewer.id = ${viewerId} and ${memberAs("viewer").inGoodStanding})`;

/**
 * Another member's page, as `viewerId` may see it: the viewer has a finished profile of their own, the member
 * is in good standing, and neither has blocked the other. Anything else is "not found".
 */
export async function viewableMember(
  { db }: { db: Queryable },
  options: { viewerId: string; memberId: string; notFoundMessage?: string },
): Promise<UserRow> {
  const { viewerId, memberId } = options;
  if (!UUID.test(memberId)) throw notFound(options.notFoundMessage ?? "User not found");
  if (viewerId === memberId) {
    const [self] = await db.select().from(users).where(sql`${users.id} = ${memberId}`);
    if (self) return self;
  } else {
    const [row] = await db
      .select()
      .from(users)
      .where(
        sql`${users.id} = ${memberId} and ${member.inGoodStanding}
          and ${notBlockedSql(sql`${users.id}`, sql`${viewerId}::uuid`)} and ${viewerInGoodStanding(viewerId)}`,
      );
    if (row) return row;
  }
  throw notFound(options.notFoundMessage ?? "User not found");
}

/**
 * Whether the listed member (the `users` row) may be swiped on by `swiperId`: not blocked either way, outside each
 * other's small world, and fitting
 * both ways (`preferences.ts`) unless the member has already liked the swiper (the swiper is answering a like
 * waiting on their Likes screen).
 */
export function swipeableSql(swiperId: SQL, options: { holdBothWays?: boolean } = {}): SQL {
  const fits = sql`exists (select from ${users} swiper where swiper.id = ${swiperId}
    and ${fitBothWaysSql({ viewer: sql`swiper`, member: sql`${users}`, today: sql`(now() at time zone 'UTC')::date` })})`;
  const likedSwiper = sql`exists (select from ${swipes} where ${swipes.swiperId} = ${users.id}
    and ${swipes.targetId} = ${swiperId} and ${swipes.action} in ('like', 'superlike'))`;
  return sql`${member.listed} and ${dateModeSql} and ${notBlockedSql(sql`${users.id}`, swiperId)} and ${outsideSmallWorldOfSql(swiperId)}
    and ${options.holdBothWays === false ? sql`true` : sql`(${fits} or ${likedSwiper})`}`;
}

/** The listed member (the `users` row) is in Date mode: dating decks, likes and swipes show only them. */
export const dateModeSql = sql`${users.modeDate}`;

/**
 * The small-world rule (`small-world.ts`) between the listed member (the `users` row) and `viewerId`: neither
 * hides from the other for working at the same place or for being on the other's hide-list. Both modes.
 */
export const outsideSmallWorldOfSql = (viewerId: SQL): SQL =>
  outsideSmallWorldSql(smallWorldViewerById(viewerId), sql`${users}`);

/**
 * Network mode: whether the listed member (the `users` row, joined to `network_profiles`) is shown to `viewerId`
 * in the network deck, its likes and its swipes: listed, in Network, not blocked either way, and outside each
 * other's small world; the viewer is in good standing and in Network too. Dating preferences never enter it.
 */
export function networkVisibleSql(viewerId: SQL): SQL {
  return sql`${member.listed} and ${users.modeNetwork} and ${notBlockedSql(sql`${users.id}`, viewerId)}
    and exists (select from ${users} nw_viewer where nw_viewer.id = ${viewerId}
      and ${memberAs("nw_viewer").inGoodStanding} and nw_viewer.mode_network)
    and ${outsideSmallWorldOfSql(viewerId)}`;
}

/** A member the swiper may like or pass in Network mode (`networkVisibleSql`), inside the swipe's transaction. */
export async function networkSwipeableMember(
  { db }: { db: Queryable },
  options: { swiperId: string; memberId: string },
): Promise<UserRow | null> {
  if (!UUID.test(options.memberId)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(
      sql`${users.id} = ${options.memberId} and ${users.id} <> ${options.swiperId}
        and ${networkVisibleSql(sql`${options.swiperId}::uuid`)}`,
    );
  return row ?? null;
}

/**
 * A member the swiper may like or pass: someone else, listed (paused members are shown to nobody new) and
 * `swipeableSql`. Run inside the swipe's transaction. `holdBothWays: false` is only for the matching benchmark's
 * measure of the one-way ranking this replaced.
 */
export async function swipeableMember(
  { db }: { db: Queryable },
  options: { swiperId: string; memberId: string; holdBothWays?: boolean },
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      sql`${users.id} = ${options.memberId} and ${users.id} <> ${options.swiperId}
        and ${swipeableSql(sql`${options.swiperId}::uuid`, options)}`,
    );
  return row ?? null;
}

/**
 * Whether two members have matched (a match that has not ended): until then each sees only the initial of the
 * other's surname.
 */
export async function haveMatched(
  { db }: { db: Queryable },
  options: { userId: string; memberId: string },
): Promise<boolean> {
  const [a, b] =
    options.userId < options.memberId ? [options.userId, options.memberId] : [options.memberId, options.userId];
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${matches.userA} = ${a} and ${matches.userB} = ${b} and ${matches.endedAt} is null`);
  return row !== undefined;
}

export interface OpenChat {
  match: typeof matches.$inferSelect;
  partner: UserRow;
}

/**
 * The chat between `userId` and `partnerId`, if they may use it: a live match, both in good standing, no block
 * either way. One query; the chat's socket handlers, its history and presence all start here.
 */
export async function openChat(
  { db }: { db: Queryable },
  options: { userId: string; partnerId: string },
): Promise<OpenChat | null> {
  const { userId, partnerId } = options;
  const [a, b] = userId < partnerId ? [userId, partnerId] : [partnerId, userId];
  const viewer = sql`${userId}::uuid`;
  const [row] = await db
    .select({ match: matches, partner: users })
    .from(matches)
    .innerJoin(users, openChatsOf(viewer).join)
    .where(
      sql`${matches.userA} = ${a} and ${matches.userB} = ${b} and ${openChatsOf(viewer).where}
        and ${viewerInGoodStanding(userId)}`,
    );
  return row ?? null;
}

/**
 * Whether a member may see a photo: always their own; someone else's only once they have a finished profile of
 * their own, while its owner is in good standing, and never across a block, either way. A photo a moderator
 * removed is for moderators only, who see every photo.
 */
export async function photoVisible(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  options: { viewer: UserRow; photoId: string },
): Promise<boolean> {
  const { viewer, photoId } = options;
  const [row] = await ctx.db
    .select({
      ownerId: photos.userId,
      removed: sql<boolean>`${photos.removedAt} is not null`,
      visible: sql<boolean>`${member.inGoodStanding} and ${notBlockedSql(sql`${users.id}`, sql`${viewer.id}::uuid`)}`,
    })
    .from(photos)
    .innerJoin(users, sql`${users.id} = ${photos.userId}`)
    .where(sql`${photos.id} = ${photoId}`);
  if (!row) return false;
  if (isModerator(ctx, viewer)) return true;
  if (row.removed) return false;
  if (row.ownerId === viewer.id) return true;
  return isInGoodStanding(viewer) && row.visible;
}

/**
 * Whose voice prompt this is and how it is stored, if the viewer may hear it: exactly who may see the owner's
 * photos (`photoVisible`): the owner, moderators, and members in good standing with no block either way.
 */
export async function voicePromptVisible(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  options: { viewer: UserRow; voiceId: string },
): Promise<{ ownerId: string; mimeType: string } | null> {
  const { viewer, voiceId } = options;
  const [row] = await ctx.db
    .select({
      ownerId: users.id,
      mimeType: sql<string>`${users.voicePrompt}->>'mimeType'`,
      visible: sql<boolean>`${member.inGoodStanding} and ${notBlockedSql(sql`${users.id}`, sql`${viewer.id}::uuid`)}`,
    })
    .from(users)
    .where(sql`${users.voicePrompt}->>'id' = ${voiceId}`);
  if (!row) return null;
  const allowed = isModerator(ctx, viewer) || row.ownerId === viewer.id || (isInGoodStanding(viewer) && row.visible);
  return allowed ? { ownerId: row.ownerId, mimeType: row.mimeType } : null;
}

/**
 * Whether a member may see a photo sent in a chat: moderators always; otherwise only one of the conversation's
 * two members, while it is open to them (`openChat`: a live match, both in good standing, no block either way).
 */
export async function chatPhotoVisible(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  options: { viewer: UserRow; photoId: string },
): Promise<boolean> {
  const { viewer, photoId } = options;
  if (!UUID.test(photoId)) return false;
  const [photo] = await ctx.db
    .select({ userA: matches.userA, userB: matches.userB })
    .from(chatPhotos)
    .innerJoin(matches, sql`${matches.id} = ${chatPhotos.matchId}`)
    .where(sql`${chatPhotos.id} = ${photoId}`);
  return photo !== undefined && (await mayOpenChatFile(ctx, { viewer, chat: photo }));
}

/**
 * A voice note sent in a chat, for the same people as a chat photo (`chatPhotoVisible`): its type to serve it
 * with, or null for anyone else.
 */
export async function chatVoiceVisible(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  options: { viewer: UserRow; voiceId: string },
): Promise<{ mimeType: string } | null> {
  const { viewer, voiceId } = options;
  if (!UUID.test(voiceId)) return null;
  const [voice] = await ctx.db
    .select({ userA: matches.userA, userB: matches.userB, mimeType: chatVoiceNotes.mimeType })
    .from(chatVoiceNotes)
    .innerJoin(matches, sql`${matches.id} = ${chatVoiceNotes.matchId}`)
    .where(sql`${chatVoiceNotes.id} = ${voiceId}`);
  if (!voice || !(await mayOpenChatFile(ctx, { viewer, chat: voice }))) return null;
  return { mimeType: voice.mimeType };
}

/** A file sent in a conversation opens for moderators, and for its two members while the chat is open to them. */
async function mayOpenChatFile(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  options: { viewer: UserRow; chat: { userA: string; userB: string } },
) {
  const { viewer, chat } = options;
  if (isModerator(ctx, viewer)) return true;
  if (chat.userA !== viewer.id && chat.userB !== viewer.id) return false;
  const partnerId = chat.userA === viewer.id ? chat.userB : chat.userA;
  return (await openChat(ctx, { userId: viewer.id, partnerId })) !== null;
}

/**
 * Of these session hashes, the ones still live for an account that may act: an open socket whose session
 * ended, or whose member was suspended or deleted meanwhile, is closed by the realtime layer.
 */
export async function liveSessionHashes({ db }: { db: Queryable }, { hashes }: { hashes: string[] }) {
  if (hashes.length === 0) return new Set<string>();
  const rows = await db
    .select({ hash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
    .where(
      sql`${sessions.tokenHash} = any(${sql.param(hashes)}::text[]) and ${sessions.expiresAt} > now() and ${member.mayAct}
        and ${users.onboardingCompleted}`,
    );
  return new Set(rows.map((row) => row.hash));
}

/** Every block, as pairs (`a` blocked `b`): for a job that pairs members up in memory and must keep them apart. */
export async function blockedPairs({ db }: { db: Queryable }): Promise<{ a: string; b: string }[]> {
  return db.select({ a: blocks.blockerId, b: blocks.blockedId }).from(blocks);
}
