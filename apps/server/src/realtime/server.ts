import type { Server as HttpServer } from "node:http";
import { Server, type Socket } from "socket.io";
import type { AppContext, RealtimeNotifier } from "../lib/context.ts";
import { sha256 } from "../lib/crypto.ts";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.ts";
import { findSessionUser } from "../modules/auth/sessions.ts";

export const SOCKET_PATH = "/api/socket.io";
/** Chat frames are small; anything bigger is refused before it is parsed. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface SocketData {
  userId: string;
  sessionHash: string;
}

export const userRoom = (userId: string) => `user-${userId}`;
export const sessionRoom = (sessionHash: string) => `session-${sessionHash}`;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Socket.IO on the app's HTTP server. A connection is accepted only from the app's own origin and with a live
 * session cookie; the socket then speaks for that session's user, whatever a payload claims.
 */
export function createRealtimeServer(httpServer: HttpServer, ctx: Pick<AppContext, "db" | "config">) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: (request, callback) => callback(null, request.headers.origin === ctx.config.publicOrigin),
  });

  io.use(async (socket: Socket, next) => {
    try {
      const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
      const user = token ? await findSessionUser({ db: ctx.db, token }) : null;
      if (!token || !user) return next(new Error("UNAUTHENTICATED"));
      socket.data = { userId: user.id, sessionHash: sha256(token) } satisfies SocketData;
      return next();
    } catch (error) {
      return next(error instanceof Error ? error : new Error("UNAUTHENTICATED"));
    }
  });

  io.on("connection", (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionHash)]);
  });

  const notifier: RealtimeNotifier = {
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    disconnectSession: (sessionHash) => io.in(sessionRoom(sessionHash)).disconnectSockets(true),
  };
  return { io, notifier };
}
