import type { Server as HttpServer, IncomingHttpHeaders } from "node:http";
import type { ClientToServerEvents, ServerToClientEvents } from "@devmatch/shared";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { AppContext, RealtimeNotifier } from "../lib/context.ts";
import { sha256 } from "../lib/crypto.ts";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.ts";
import { findSessionUser } from "../modules/auth/sessions.ts";
import { MemoryPresenceStore, type PresenceStore, RedisPresenceStore } from "./presence.ts";

export const SOCKET_PATH = "/api/socket.io";
/** Chat frames are small; anything bigger is refused before it is parsed. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface SocketData {
  userId: string;
  firstName: string;
  lastName: string;
  sessionHash: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user-${userId}`;
export const matchRoom = (matchId: string) => `match-${matchId}`;
export const sessionRoom = (sessionHash: string) => `session-${sessionHash}`;

/**
 * Browsers send Origin with every WebSocket handshake, but not with same-origin polling GETs; those carry
 * `Sec-Fetch-Site: same-origin` instead. Anything else (another site, or no proof at all) is refused.
 */
export function isOwnOrigin(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  if (headers.origin !== undefined) return headers.origin === publicOrigin;
  return headers["sec-fetch-site"] === "same-origin";
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Socket.IO on the app's HTTP server. A connection is accepted only from the app's own origin and with a live
 * session cookie; the socket then speaks for that session's user, whatever a payload claims. With Redis, rooms
 * and presence span every server.
 */
export function createRealtimeServer(
  httpServer: HttpServer,
  ctx: Pick<AppContext, "db" | "config">,
  redis: Redis | null,
) {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: (request, callback) => callback(null, isOwnOrigin(request.headers, ctx.config.publicOrigin)),
  });
  let subscriber: Redis | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on("error", () => {
      // The publishing client logs connection problems; the duplicate reconnects with it.
    });
    io.adapter(createAdapter(redis, subscriber));
  }
  const presence: PresenceStore = redis ? new RedisPresenceStore(redis) : new MemoryPresenceStore();

  io.use(async (socket, next) => {
    try {
      const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
      const user = token ? await findSessionUser({ db: ctx.db, token }) : null;
      if (!token || !user) return next(new Error("UNAUTHENTICATED"));
      socket.data = { userId: user.id, firstName: user.firstName, lastName: user.lastName, sessionHash: sha256(token) };
      return next();
    } catch (error) {
      return next(error instanceof Error ? error : new Error("UNAUTHENTICATED"));
    }
  });

  const notifier: RealtimeNotifier = {
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    disconnectSession: (sessionHash) => io.in(sessionRoom(sessionHash)).disconnectSockets(true),
    emitToUser: (userId, event, ...payload) => {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    emitToUserExcept: (userId, exceptSocketId, event, ...payload) => {
      io.to(userRoom(userId))
        .except(exceptSocketId)
        .emit(event, ...payload);
    },
    leaveMatch: (matchId) => io.in(matchRoom(matchId)).socketsLeave(matchRoom(matchId)),
    onlineAmong: (userIds) => presence.onlineAmong(userIds),
  };
  let closing = false;
  return {
    io,
    notifier,
    presence,
    /** True once shutdown began: handlers still finishing must not publish through a closing Redis. */
    isClosing: () => closing,
    close: async () => {
      closing = true;
      io.close();
      await subscriber?.quit().catch(() => {});
    },
  };
}
