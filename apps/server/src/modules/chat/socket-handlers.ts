import {
  type ApiErrorCode,
  joinChatSchema,
  MESSAGES,
  reactMessageSchema,
  sendMessageSchema,
  typingSchema,
} from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { AppError, parseOrRefuse, refusalOf } from "../../lib/errors.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import { matchRoom } from "../../realtime/rooms.ts";
import type { RealtimeServer } from "../../realtime/server.ts";
import { createSocketGuard } from "../../realtime/socket-guard.ts";
import {
  type AuthorizedChat,
  authorizeChat,
  limitMessageRate,
  markChatRead,
  reactToMessage,
  sendMessage,
} from "./service.ts";

type Fail = { ok: false; code: ApiErrorCode; error: string };

/** A refused event's acknowledgement: the same code and words an HTTP request would get. */
function failure(error: unknown): Fail {
  const refusal = refusalOf(error);
  if (!refusal) return { ok: false, code: "INTERNAL_ERROR", error: "Something went wrong. Please try again." };
  // Not stored when the database is away: the client keeps the message pending and sends it again.
  const message = refusal.body.code === "DATABASE_UNAVAILABLE" ? MESSAGES.chat.notStoredYet : refusal.body.message;
  return { ok: false, code: refusal.body.code, error: message };
}

const parse = parseOrRefuse;

/** Chat events. Every one is authorised against the database for the socket's own user. */
export function registerChatHandlers(io: RealtimeServer, ctx: AppContext, { presence }: { presence: PresenceStore }) {
  io.on("connection", (socket) => {
    const me = { id: socket.data.userId, firstName: socket.data.firstName, lastName: socket.data.lastName };
    /**
     * Chats this socket joined, by partner. Membership of the match room is the proof: a block takes every
     * socket out of the room on every server, so a stale entry fails the room check and is checked again.
     */
    const joined = new Map<string, AuthorizedChat>();
    const guard = createSocketGuard();
    const tooMany = () => new AppError("RATE_LIMITED", MESSAGES.chat.rateLimited);
    const notAChat = () => new AppError("NOT_FOUND", MESSAGES.chat.notFound);
    /** Asks `authorizeChat`, remembering a refusal so that the same chat is refused from memory for a while. */
    const authorize = async (targetUserId: string) => {
      if (guard.wasRefused(targetUserId)) throw notAChat();
      try {
        return await authorizeChat(ctx, { userId: me.id, targetUserId });
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") guard.rememberRefusal(targetUserId);
        throw error;
      }
    };
    const joinedChat = (targetUserId: string) => {
      const chat = joined.get(targetUserId);
      return chat && socket.rooms.has(matchRoom(chat.matchId)) ? chat : undefined;
    };
    /** The chat: from this socket's joined chats, else as `authorizeChat` answers. */
    const authorizedChat = async (targetUserId: string) => joinedChat(targetUserId) ?? (await authorize(targetUserId));

    socket.on("joinChat", async (payload, ack) => {
      try {
        if (!guard.allow("joinChat")) throw tooMany();
        const { targetUserId } = parse(joinChatSchema, payload);
        const chat = await authorize(targetUserId);
        const { latestSeq } = await markChatRead(ctx, { chat });
        await socket.join(matchRoom(chat.matchId));
        joined.set(targetUserId, chat);
        const online = (await presence.onlineAmong([targetUserId])).has(targetUserId);
        socket.emit("userOnlineStatus", { userId: targetUserId, isOnline: online, lastSeen: null });
        // "Is typing" is said once, when it starts: a partner already mid-sentence is shown so on opening the chat.
        if (online && (await presence.isTyping(chat.matchId, targetUserId))) {
          socket.emit("userTyping", { userId: targetUserId, isTyping: true });
        }
        ack?.({ ok: true, matchId: chat.matchId, latestSeq });
      } catch (error) {
        ack?.(failure(error));
      }
    });

    socket.on("sendMessage", async (payload, ack) => {
      try {
        if (!guard.allow("sendMessage")) throw tooMany();
        const { targetUserId, text, clientId, confirmed, replyTo, photoId, voiceId } = parse(
          sendMessageSchema,
          payload,
        );
        await limitMessageRate(ctx, { senderId: me.id });
        const chat = joinedChat(targetUserId) ?? (await authorizeChat(ctx, { userId: me.id, targetUserId }));
        const message = await sendMessage(ctx, {
          chat,
          sender: me,
          text,
          clientId,
          replyTo,
          photoId,
          voiceId,
          confirmed,
          senderSocketId: socket.id,
        });
        ack?.({ ok: true, message });
      } catch (error) {
        const failed = failure(error);
        if (failed.code === "RATE_LIMITED") socket.emit("chatError", { code: failed.code, message: failed.error });
        ack?.(failed);
      }
    });

    socket.on("reactMessage", async (payload, ack) => {
      try {
        if (!guard.allow("reactMessage")) throw tooMany();
        const { messageId, emoji } = parse(reactMessageSchema, payload);
        const result = await reactToMessage(ctx, {
          member: me,
          messageId,
          emoji,
          joinedChat: (matchId) =>
            [...joined.values()].find((chat) => chat.matchId === matchId && joinedChat(chat.targetUserId)),
          actorSocketId: socket.id,
        });
        ack?.({ ok: true, ...result });
      } catch (error) {
        ack?.(failure(error));
      }
    });

    socket.on("typing", async (payload) => {
      try {
        if (!guard.allow("typing")) return;
        const { targetUserId, isTyping } = parse(typingSchema, payload);
        const chat = await authorizedChat(targetUserId);
        await presence.setTyping(chat.matchId, me.id, isTyping);
        socket.to(matchRoom(chat.matchId)).emit("userTyping", { userId: me.id, isTyping });
      } catch {
        // Typing is best effort: a refused or malformed notice is dropped.
      }
    });

    socket.on("markRead", async (payload) => {
      try {
        if (!guard.allow("markRead")) return;
        const { targetUserId } = parse(joinChatSchema, payload);
        await markChatRead(ctx, { chat: await authorizedChat(targetUserId) });
      } catch {
        // Nothing to mark, or not a chat of this member.
      }
    });
  });
}
