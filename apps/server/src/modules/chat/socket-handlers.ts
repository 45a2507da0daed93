import { joinChatSchema, MESSAGES, sendMessageSchema, typingSchema } from "@devmatch/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { ZodType } from "zod";
import { matches, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { isDatabaseUnavailable } from "../../lib/database-availability.ts";
import { AppError } from "../../lib/errors.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import { matchRoom, type RealtimeServer, userRoom } from "../../realtime/server.ts";
import { createSocketGuard } from "../../realtime/socket-guard.ts";
import { findChat, markChatRead, sendMessage } from "./service.ts";

type Fail = { ok: false; code: string; error: string };

function failure(error: unknown): Fail {
  if (error instanceof AppError) return { ok: false, code: error.code, error: error.message };
  // Not stored: the client keeps the message as pending and sends it again with the same client id.
  if (isDatabaseUnavailable(error))
    return { ok: false, code: "DATABASE_UNAVAILABLE", error: MESSAGES.chat.notStoredYet };
  return { ok: false, code: "INTERNAL_ERROR", error: "Something went wrong. Please try again." };
}

function parse<T>(schema: ZodType<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `${issue?.path.join(".") || "payload"}: ${issue?.message ?? "is invalid"}`,
    );
  }
  return result.data;
}

/** The member's matches that are not blocked: the only people who see their presence. */
async function visibleMatchIds(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({
      other: sql<string>`case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end`,
    })
    .from(matches)
    .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), isNull(matches.endedAt)));
  return rows.map((row) => row.other);
}

/** Chat events. Every one is authorised against the database for the socket's own user. */
export function registerChatHandlers(
  io: RealtimeServer,
  ctx: AppContext,
  {
    presence,
    isClosing,
    keepPresence,
  }: {
    presence: PresenceStore;
    isClosing: () => boolean;
    keepPresence: (onLapsed: (userId: string) => Promise<void>) => void;
  },
) {
  const announcePresence = async (userId: string, isOnline: boolean, lastSeen: Date | null) => {
    const others = await visibleMatchIds(ctx, userId);
    if (isClosing()) return;
    for (const other of others) {
      io.to(userRoom(other)).emit("userOnlineStatus", { userId, isOnline, lastSeen: lastSeen?.toISOString() ?? null });
    }
  };

  // A member whose server died without a goodbye: offline since about when their last heartbeat lapsed.
  keepPresence(async (userId) => {
    const lastSeen = new Date();
    await ctx.db.update(users).set({ lastActiveAt: lastSeen }).where(eq(users.id, userId));
    await announcePresence(userId, false, lastSeen);
  });

  io.on("connection", async (socket) => {
    const me = { id: socket.data.userId, firstName: socket.data.firstName, lastName: socket.data.lastName };
    /**
     * Chats this socket joined, by partner. Membership of the match room is the proof: a block takes every
     * socket out of the room on every server, so a stale entry fails the room check and is checked again.
     */
    const joined = new Map<string, string>();
    const guard = createSocketGuard();
    const tooMany = () => new AppError(429, "RATE_LIMITED", MESSAGES.chat.rateLimited);
    const notAChat = () => new AppError(404, "NOT_FOUND", MESSAGES.chat.notFound);
    /** The chat's match: from this socket's joined chats, from its memory of refusals, or from the database. */
    const authorizedMatch = async (targetUserId: string) => {
      const known = verifiedMatch(targetUserId);
      if (known) return known;
      if (guard.wasRefused(targetUserId)) throw notAChat();
      try {
        return (await findChat(ctx.db, me.id, targetUserId)).match.id;
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") guard.rememberRefusal(targetUserId);
        throw error;
      }
    };
    const verifiedMatch = (targetUserId: string) => {
      const matchId = joined.get(targetUserId);
      return matchId && socket.rooms.has(matchRoom(matchId)) ? matchId : undefined;
    };
    socket.on("disconnect", async () => {
      if (isClosing()) return;
      try {
        if (!(await presence.disconnect(me.id, socket.id))) return;
        const lastSeen = new Date();
        await ctx.db.update(users).set({ lastActiveAt: lastSeen }).where(eq(users.id, me.id));
        // A reload connects the new socket while the old one is still closing: if the member is back, say nothing.
        if ((await presence.onlineAmong([me.id])).has(me.id)) return;
        await announcePresence(me.id, false, lastSeen);
      } catch (error) {
        // A server shutting down may have closed the database first; presence then simply lapses.
        ctx.log.warn({ err: error }, "could not record a disconnect");
      }
    });

    socket.on("joinChat", async (payload, ack) => {
      try {
        if (!guard.allow("joinChat")) throw tooMany();
        const { targetUserId } = parse(joinChatSchema, payload);
        if (guard.wasRefused(targetUserId)) throw notAChat();
        const match = await markChatRead(ctx, { viewerId: me.id, targetUserId }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "NOT_FOUND") guard.rememberRefusal(targetUserId);
          throw error;
        });
        await socket.join(matchRoom(match.id));
        joined.set(targetUserId, match.id);
        const online = await presence.onlineAmong([targetUserId]);
        socket.emit("userOnlineStatus", { userId: targetUserId, isOnline: online.has(targetUserId), lastSeen: null });
        ack?.({ ok: true, matchId: match.id });
      } catch (error) {
        ack?.(failure(error));
      }
    });

    socket.on("sendMessage", async (payload, ack) => {
      try {
        if (!guard.allow("sendMessage")) throw tooMany();
        const input = parse(sendMessageSchema, payload);
        const message = await sendMessage(ctx, {
          sender: me,
          ...input,
          verifiedMatchId: verifiedMatch(input.targetUserId),
          senderSocketId: socket.id,
        });
        ack?.({ ok: true, message });
      } catch (error) {
        const failed = failure(error);
        if (failed.code === "RATE_LIMITED") socket.emit("chatError", { code: failed.code, message: failed.error });
        ack?.(failed);
      }
    });

    socket.on("typing", async (payload) => {
      try {
        if (!guard.allow("typing")) return;
        const { targetUserId, isTyping } = parse(typingSchema, payload);
        const matchId = await authorizedMatch(targetUserId);
        socket.to(matchRoom(matchId)).emit("userTyping", { userId: me.id, isTyping });
      } catch {
        // Typing is best effort: a refused or malformed notice is dropped.
      }
    });

    socket.on("markRead", async (payload) => {
      try {
        if (!guard.allow("markRead")) return;
        const { targetUserId } = parse(joinChatSchema, payload);
        await markChatRead(ctx, { viewerId: me.id, targetUserId, match: { id: await authorizedMatch(targetUserId) } });
      } catch {
        // Nothing to mark, or not a chat of this member.
      }
    });

    // Listeners are in place before the first await, so an event sent right after connecting is never missed.
    await socket.join([userRoom(me.id), `session-${socket.data.sessionHash}`]);
    try {
      if (await presence.connect(me.id, socket.id)) await announcePresence(me.id, true, null);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not announce a connection");
    }
  });
}
