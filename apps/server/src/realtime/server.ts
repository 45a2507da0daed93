import type { Server as HttpServer, IncomingHttpHeaders } from "node:http";
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from "@devmatch/shared";
import { createAdapter } from "@socket.io/redis-adapter";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { runAction } from "../lib/actions.ts";
import type { AppContext, RealtimeNotifier } from "../lib/context.ts";
import { sha256 } from "../lib/crypto.ts";
import { isDatabaseUnavailable } from "../lib/database-availability.ts";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.ts";
import { findSessionUser } from "../modules/auth/sessions.ts";
import { isInGoodStanding } from "../policies/standing.ts";
import { liveSessionHashes } from "../policies/visibility.ts";
import { manageConnections } from "./connections.ts";
import {
  DEFAULT_PRESENCE_TIMING,
  FallbackPresenceStore,
  MemoryPresenceStore,
  type PresenceStore,
  type PresenceTiming,
  RedisPresenceStore,
} from "./presence.ts";
import { startPresenceKeeper } from "./presence-keeper.ts";
import { createTolerantPublisher } from "./redis-publisher.ts";
import { matchRoom, sessionRoom, userRoom } from "./rooms.ts";

/** Chat frames are small; anything bigger is refused before it is parsed. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface SocketData {
  userId: string;
  firstName: string;
  lastName: string;
  sessionHash: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

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
 * session cookie; the socket then speaks for that session's user, whatever a payload claims. This layer owns the
 * connections: their rooms and their members' presence (`connections.ts`); features add event handlers. With
 * Redis, rooms and presence span every server.
 */
export function createRealtimeServer(
  httpServer: HttpServer,
  ctx: Pick<AppContext, "database" | "db" | "config" | "log">,
  redis: Redis | null,
  presenceTiming: PresenceTiming = DEFAULT_PRESENCE_TIMING,
) {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    allowRequest: (request, callback) => callback(null, isOwnOrigin(request.headers, ctx.config.publicOrigin)),
  });
  let subscriber: Redis | null = null;
  let publisher: ReturnType<typeof createTolerantPublisher> | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on("error", () => {
      // The main client logs connection problems; the duplicate reconnects with it.
    });
    publisher = createTolerantPublisher(redis, ctx.log);
    io.adapter(createAdapter(publisher.client, subscriber));
  }
  const presence: PresenceStore = redis
    ? new FallbackPresenceStore(
        new RedisPresenceStore(redis, presenceTiming),
        new MemoryPresenceStore(presenceTiming),
        () => redis.status === "ready",
      )
    : new MemoryPresenceStore(presenceTiming);
  // Each event a socket sends is an action of its own, as a request is.
  io.on("connection", (socket) => {
    socket.use(([event], next) => runAction(`socket ${event}`, () => next()));
  });
  io.use(async (socket, next) => {
    try {
      const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
      const user = token ? await findSessionUser(ctx, { token }) : null;
      if (!token || !user) return next(new Error("UNAUTHENTICATED"));
      // Chats, presence and notices are for members with a profile; the app opens the socket only after onboarding.
      if (!isInGoodStanding(user)) return next(new Error("ONBOARDING_INCOMPLETE"));
      socket.data = { userId: user.id, firstName: user.firstName, lastName: user.lastName, sessionHash: sha256(token) };
      return next();
    } catch (error) {
      // The refusal's message reaches the browser: a code it can act on (try again), never a driver's words,
      // which can name hosts, ports and statements.
      if (isDatabaseUnavailable(error)) return next(new Error("DATABASE_UNAVAILABLE"));
      ctx.log.error({ err: error }, "a socket handshake failed");
      return next(new Error("SERVER_BUSY"));
    }
  });

  const notifier: RealtimeNotifier = {
    disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    disconnectSession: (sessionHash) => io.in(sessionRoom(sessionHash)).disconnectSockets(true),
    emitToUser: (userId, event, ...payload) => {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    emitToUsers: (userIds, event, payload, options) => {
      const rooms = io.to(userIds.map(userRoom));
      (options?.exceptSocketId ? rooms.except(options.exceptSocketId) : rooms).emit(
        event,
        ...([payload] as Parameters<ServerToClientEvents[typeof event]>),
      );
    },
    emitToSocket: (socketId, event, ...payload) => {
      io.to(socketId).emit(event, ...payload);
    },
    leaveMatch: (matchId) => io.in(matchRoom(matchId)).socketsLeave(matchRoom(matchId)),
    onlineAmong: (userIds) => presence.onlineAmong(userIds),
    broadcastsTaken: async () => {
      await publisher?.settled();
    },
  };
  /** True once shutdown began: handlers still finishing must not publish through a closing Redis. */
  let closing = false;
  const isClosing = () => closing;
  const onLapsed = manageConnections(io, ctx, { presence, isClosing });
  // Renews this server's sockets and sweeps those of servers that died, telling each lapsed member's matches.
  const keeper = startPresenceKeeper({
    presence,
    localSockets: async () =>
      (await io.local.fetchSockets()).map((socket) => ({ userId: socket.data.userId, socketId: socket.id })),
    onLapsed,
    closeStale: async () => {
      const sockets = await io.local.fetchSockets();
      const live = await liveSessionHashes(ctx, { hashes: [...new Set(sockets.map((s) => s.data.sessionHash))] });
      for (const socket of sockets) if (!live.has(socket.data.sessionHash)) socket.disconnect(true);
    },
    intervalMs: presenceTiming.ttlMs / 4,
    log: ctx.log,
  });
  return {
    io,
    notifier,
    presence,
    isClosing,
    close: async () => {
      closing = true;
      await keeper.stop();
      io.close();
      await Promise.all([subscriber?.quit().catch(() => {}), publisher?.client.quit().catch(() => {})]);
    },
  };
}
