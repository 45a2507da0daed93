import type { ServerToClientEvents } from "@devmatch/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { PaymentProvider } from "../modules/payments/providers.ts";
import type { Mailer } from "./mail.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import type { FileStorage } from "./storage.ts";

/** Hooks from the services into the real-time layer, called after the database has committed. */
export interface RealtimeNotifier {
  disconnectUser(userId: string): void;
  /** Delivers an event to every socket of the member, on whichever server it is connected. */
  emitToUser<Event extends keyof ServerToClientEvents>(
    userId: string,
    event: Event,
    ...payload: Parameters<ServerToClientEvents[Event]>
  ): void;
  /**
   * One event to every socket of several members in one broadcast, but for `exceptSocketId` (the socket that
   * caused the event and already has the answer).
   */
  emitToUsers<Event extends keyof ServerToClientEvents>(
    userIds: string[],
    event: Event,
    payload: Parameters<ServerToClientEvents[Event]>[0],
    options?: { exceptSocketId?: string },
  ): void;
  /** Delivers an event to one socket, on whichever server it is connected (a call's other end). */
  emitToSocket<Event extends keyof ServerToClientEvents>(
    socketId: string,
    event: Event,
    ...payload: Parameters<ServerToClientEvents[Event]>
  ): void;
  /** Takes every socket out of a match's room (after a block ends the match). */
  leaveMatch(matchId: string): void;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /**
   * Resolves when the broadcasts made so far have reached every server (Redis has taken them), so what is
   * confirmed to a sender is not lost with this server if it dies right after.
   */
  broadcastsTaken(): Promise<void>;
  /** `sessionHash` is the SHA-256 of the session token. */
  disconnectSession(sessionHash: string): void;
}

/** What every service needs, built once in app.ts and handed down. */
export interface AppContext {
  config: Config;
  /** What `openDatabase` opened: the query builder and the pool the named statements run on. */
  database: DatabaseHandle;
  /** The query builder (`database.db`), which most services use. */
  db: Database;
  mailer: Mailer;
  secret: string;
  limits: RateLimitStore;
  storage: FileStorage;
  log: FastifyBaseLogger;
  realtime: RealtimeNotifier;
  /** Razorpay when configured, else the built-in test checkout. */
  payments: PaymentProvider;
  /** The keys this server signs Web Push requests with (`modules/push/vapid.ts`). */
  vapid: VapidKeys;
  /**
   * False only in an app the matching benchmark builds to measure the one-way ranking the feed replaced (the
   * deck and swipes then ignore the other side's hard preferences). Never set from configuration.
   */
  holdBothWays?: boolean;
  /** Set only by the matching benchmark (`BuildAppOptions.rankingForComparison`). */
  rankingForComparison?: "one-way" | "both-scores";
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}
