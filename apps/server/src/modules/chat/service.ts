import {
  CHAT_PAGE_SIZE,
  type ChatHistory,
  MESSAGES,
  MESSAGES_PER_MINUTE,
  type ReactionEmoji,
  type UnreadSummary,
} from "@devmatch/shared";
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client.ts";
import {
  chatPhotos,
  chatVoiceNotes,
  matches,
  messageReactions,
  messages,
  notifications,
  type UserRow,
} from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { openChat } from "../../policies/visibility.ts";
import { flagContactDetails } from "../screening/flags.ts";
import { isHostile } from "../screening/text.ts";
import { photosByUser } from "../users/load.ts";
import { deliverChatEvent } from "./delivery.ts";
import { messageWriter, type StoredMessage } from "./message-writer.ts";
import { refusedPhoto } from "./photos.ts";
import { presentMessage, presentParticipant, type Sender } from "./presenter.ts";
import { refusedVoiceNote } from "./voice-notes.ts";

type MatchRow = typeof matches.$inferSelect;

const authorized: unique symbol = Symbol("authorized chat");
/** A chat a member may use, as `authorizeChat` found it; only this module can make one. */
export interface AuthorizedChat {
  readonly [authorized]: true;
  /** The member who asked. */
  readonly userId: string;
  readonly targetUserId: string;
  readonly matchId: string;
  readonly match: MatchRow;
  /** The other member. */
  readonly target: UserRow;
}

/**
 * The chat between `userId` and `targetUserId` if the visibility policy opens it (`openChat`). Unknown members,
 * non-matches, blocked pairs and members out of good standing all read as the same "not found", so the answer
 * reveals nothing about who exists. Sending, reading and marking read all start from its answer.
 */
export async function authorizeChat(
  ctx: Pick<AppContext, "db">,
  options: { userId: string; targetUserId: string },
): Promise<AuthorizedChat> {
  const { userId, targetUserId } = options;
  const chat = await openChat(ctx, { userId, partnerId: targetUserId });
  if (!chat) throw notFound(MESSAGES.chat.notFound);
  return { [authorized]: true, userId, targetUserId, matchId: chat.match.id, match: chat.match, target: chat.partner };
}

/** Counts a message against its sender's limit per minute, refusing it past the limit. */
export async function limitMessageRate(ctx: Pick<AppContext, "limits">, options: { senderId: string }) {
  await enforceLimits(ctx, {
    rules: [{ key: `chat:${options.senderId}`, limit: MESSAGES_PER_MINUTE, windowMs: 60_000 }],
    message: MESSAGES.chat.rateLimited,
  });
}

/**
 * Stores a message in an authorised chat, then delivers it. A resend with a clientId already stored returns the
 * stored message (and delivers it again), so a reconnecting sender never makes a duplicate. A reply must quote a
 * message of the same conversation; the one insert checks that, so a refused reply costs no extra statement
 * unless it is refused.
 */
export async function sendMessage(
  ctx: AppContext,
  options: {
    chat: AuthorizedChat;
    sender: Sender;
    /** The text, or a photo's caption. */
    text?: string;
    clientId: string;
    replyTo?: string | null;
    /** A photo message: the photo the sender uploaded to this chat (`uploadChatPhoto`). */
    photoId?: string | null;
    /** A voice message: the recording the sender made in this chat (`uploadChatVoiceNote`). */
    voiceId?: string | null;
    confirmed?: boolean;
    senderSocketId?: string;
  },
) {
  const { chat, sender, clientId } = options;
  const text = options.text ?? "";
  const photoId = options.photoId ?? null;
  const voiceId = photoId ? null : (options.voiceId ?? null);
  if (chat.userId !== sender.id) throw notFound(MESSAGES.chat.notFound);
  // A message that reads as an insult, a threat or harassment goes only once its sender has seen "Are you sure?".
  // (A photo the nudity check flagged is held to the same by the insert, which reads the verdict.)
  const hostile = isHostile(text);
  if (hostile && !options.confirmed) throw new AppError("CONFIRMATION_REQUIRED", MESSAGES.chat.areYouSure);
  const created = await messageWriter(ctx.database).insert({
    matchId: chat.matchId,
    senderId: sender.id,
    clientId,
    kind: photoId ? "photo" : voiceId ? "voice" : "text",
    replyTo: options.replyTo ?? null,
    text,
    flag: hostile ? "insult" : null,
    sentAnyway: hostile,
    photoId,
    voiceId,
    confirmed: options.confirmed === true,
  });
  if (created) void flagContactDetails(ctx, { message: created });
  const stored = created ?? (await storedMessageOf(ctx.db, { senderId: sender.id, clientId }));
  // Nothing stored under this id and nothing inserted: the quoted message is not in this conversation, or the
  // photo cannot go (not this sender's upload to this chat, flagged and not confirmed, or already sent).
  if (!stored && photoId) throw await refusedPhoto(ctx, { chat, photoId });
  if (!stored && voiceId) throw await refusedVoiceNote(ctx, { chat, voiceId });
  if (!stored && options.replyTo) throw new AppError("REPLY_NOT_IN_CHAT", MESSAGES.chat.replyNotInChat);
  if (!stored || stored.matchId !== chat.matchId)
    throw new AppError("CONFLICT", "clientId: That message id is already used.");
  // A resend means the sender never heard back: the server that stored it may have gone down before delivering
  // it. Deliver it again; clients show a message once by its id.
  const message = presentMessage(stored, sender);
  await deliverChatEvent(ctx, {
    actor: sender,
    partnerId: chat.targetUserId,
    event: "messageReceived",
    payload: { ...message, firstName: sender.firstName, lastName: sender.lastName, timestamp: message.createdAt },
    exceptSocketId: options.senderSocketId,
    noticeIfAway: true,
  });
  return message;
}

/** A sender's stored message by its client id (a resend's). */
export async function storedMessageOf(db: Queryable, options: { senderId: string; clientId: string }) {
  const where = and(eq(messages.senderId, options.senderId), eq(messages.clientId, options.clientId));
  return (await storedMessages(db, { where }))[0];
}

const quoted = alias(messages, "quoted");

/** Messages with the message each quotes and their reactions, in one statement. */
async function storedMessages(
  db: Queryable,
  options: { where: SQL | undefined; order?: SQL; limit?: number },
): Promise<StoredMessage[]> {
  let query = db
    .select({
      message: messages,
      quoted: { id: quoted.id, senderId: quoted.senderId, kind: quoted.kind, text: quoted.text },
      photo: { id: chatPhotos.id, width: chatPhotos.width, height: chatPhotos.height, explicit: chatPhotos.explicit },
      voice: { id: chatVoiceNotes.id, durationMs: chatVoiceNotes.durationMs },
      reactions: sql<
        { userId: string; emoji: string }[]
      >`coalesce((select json_agg(json_build_object('userId', r.user_id, 'emoji', r.emoji) order by r.created_at)
        from ${messageReactions} r where r.message_id = ${messages}.${sql.identifier(messages.id.name)}), '[]'::json)`,
    })
    .from(messages)
    .leftJoin(quoted, eq(quoted.id, messages.replyTo))
    .leftJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .leftJoin(chatVoiceNotes, eq(chatVoiceNotes.id, messages.voiceId))
    .where(options.where)
    .$dynamic();
  if (options.order) query = query.orderBy(options.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query;
  return rows.map((row) => ({
    ...row.message,
    quoted: row.quoted?.id ? row.quoted : null,
    reactions: row.reactions,
    photo: row.photo?.id ? row.photo : null,
    voice: row.voice?.id ? row.voice : null,
  }));
}

/**
 * Puts the member's reaction on a message of one of their chats, changes it, or (emoji null) removes it, then
 * tells both members. The chat is the socket's joined one when it holds the message (its room membership is the
 * proof, as for sending), else whatever `authorizeChat` answers; a message outside the member's chats reads as
 * not found.
 */
export async function reactToMessage(
  ctx: AppContext,
  options: {
    member: Sender;
    messageId: string;
    emoji: ReactionEmoji | null;
    /** The socket's chats it joined, by match id. */
    joinedChat?: (matchId: string) => AuthorizedChat | undefined;
    actorSocketId?: string;
  },
) {
  const { member, messageId, emoji } = options;
  const [found] = await ctx.db
    .select({ matchId: messages.matchId, userA: matches.userA, userB: matches.userB })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(eq(messages.id, messageId));
  if (!found || (found.userA !== member.id && found.userB !== member.id)) throw notFound(MESSAGES.chat.messageNotFound);
  const partnerId = found.userA === member.id ? found.userB : found.userA;
  const chat =
    options.joinedChat?.(found.matchId) ?? (await authorizeChat(ctx, { userId: member.id, targetUserId: partnerId }));
  if (chat.matchId !== found.matchId) throw notFound(MESSAGES.chat.messageNotFound);
  if (emoji === null) {
    await ctx.db
      .delete(messageReactions)
      .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, member.id)));
  } else {
    await ctx.db
      .insert(messageReactions)
      .values({ messageId, userId: member.id, emoji })
      .onConflictDoUpdate({
        target: [messageReactions.messageId, messageReactions.userId],
        set: { emoji, createdAt: new Date() },
      });
  }
  await deliverChatEvent(ctx, {
    actor: member,
    partnerId,
    event: "messageReacted",
    payload: { messageId, matchId: chat.matchId, userId: member.id, emoji },
    exceptSocketId: options.actorSocketId,
  });
  return { messageId, emoji };
}

/** Marks the partner's messages to the member as read and tells the partner how far. */
/**
 * Marks the partner's messages read and tells them so; answers the conversation's newest message number, read in
 * the same statement, so that a screen that has just joined knows whether anything came while it was opening.
 */
export async function markChatRead(ctx: AppContext, options: { chat: AuthorizedChat }) {
  const { chat } = options;
  const seq = sql.identifier(messages.seq.name);
  const matchId = sql.identifier(messages.matchId.name);
  const result = await ctx.db.execute(sql`with read as (
      update ${messages} set ${sql.identifier(messages.readAt.name)} = now()
      where ${matchId} = ${chat.matchId} and ${sql.identifier(messages.senderId.name)} = ${chat.targetUserId}
        and ${sql.identifier(messages.readAt.name)} is null
      returning ${seq})
    select (select max(${seq}) from read)::float8 as "readUpTo",
      (select max(${seq}) from ${messages} where ${matchId} = ${chat.matchId})::float8 as "latestSeq"`);
  const [row] = result.rows as { readUpTo: number | null; latestSeq: number | null }[];
  if (row?.readUpTo !== null && row?.readUpTo !== undefined) {
    ctx.realtime.emitToUser(chat.targetUserId, "messagesRead", { readerId: chat.userId, upToSeq: row.readUpTo });
  }
  return { latestSeq: row?.latestSeq ?? 0 };
}

export async function getChatHistory(
  ctx: AppContext,
  options: { viewer: UserRow; targetUserId: string; before?: number; after?: number; limit?: number },
): Promise<ChatHistory> {
  const { viewer, targetUserId } = options;
  const limit = Math.min(options.limit ?? CHAT_PAGE_SIZE, 100);
  const { match, target } = await authorizeChat(ctx, { userId: viewer.id, targetUserId });
  const bound =
    options.after !== undefined
      ? gt(messages.seq, options.after)
      : options.before !== undefined
        ? lt(messages.seq, options.before)
        : undefined;
  const rows = await storedMessages(ctx.db, {
    where: and(eq(messages.matchId, match.id), bound),
    order: options.after !== undefined ? asc(messages.seq) : desc(messages.seq),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit).sort((a, b) => b.seq - a.seq);
  const people = new Map<string, Sender>([
    [target.id, target],
    [viewer.id, viewer],
  ]);
  const [online, photos] = await Promise.all([
    ctx.realtime.onlineAmong([target.id]),
    photosByUser(ctx, { userIds: [target.id] }),
  ]);
  // Reading history changes nothing: a GET can come from a cross-site navigation carrying the cookie. The chat
  // screen marks messages read when it joins the chat over the socket.
  const primary = photos.get(target.id)?.[0];
  return {
    messages: page.map((row) => presentMessage(row, people.get(row.senderId) ?? target)),
    hasMore: rows.length > limit,
    matchId: match.id,
    matchedAt: match.createdAt.toISOString(),
    participant: presentParticipant(target, { primaryPhotoId: primary?.id ?? null, isOnline: online.has(target.id) }),
  };
}

/** Unread messages per partner, plus unseen matches, super likes and likes, in two indexed queries. */
export async function getUnreadSummary(
  { db }: Pick<AppContext, "db">,
  { userId }: { userId: string },
): Promise<UnreadSummary> {
  const [messageRows, noteRows] = await Promise.all([
    db
      .select({ senderId: messages.senderId, count: sql<number>`count(*)::int` })
      .from(messages)
      .innerJoin(matches, eq(matches.id, messages.matchId))
      .where(
        and(
          or(eq(matches.userA, userId), eq(matches.userB, userId)),
          isNull(matches.endedAt),
          ne(messages.senderId, userId),
          isNull(messages.readAt),
        ),
      )
      .groupBy(messages.senderId),
    db
      .select({ type: notifications.type, count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          inArray(notifications.type, ["match", "superlike", "like"]),
        ),
      )
      .groupBy(notifications.type),
  ]);
  const messagesByUser = Object.fromEntries(messageRows.map((row) => [row.senderId, row.count]));
  const matchCount = noteRows.find((row) => row.type === "match")?.count ?? 0;
  const superLikes = noteRows.find((row) => row.type === "superlike")?.count ?? 0;
  const likes = noteRows.find((row) => row.type === "like")?.count ?? 0;
  const unreadMessages = messageRows.reduce((sum, row) => sum + row.count, 0);
  return {
    total: unreadMessages + matchCount + superLikes + likes,
    messagesByUser,
    matches: matchCount,
    superLikes,
    likes,
  };
}

export async function markNotificationsRead(
  ctx: Pick<AppContext, "db">,
  options: { userId: string; type: "match" | "superlike" | "like" },
) {
  await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.userId, options.userId), eq(notifications.type, options.type), isNull(notifications.readAt)),
    );
}
