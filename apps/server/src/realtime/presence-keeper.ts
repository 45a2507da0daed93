import type { FastifyBaseLogger } from "fastify";
import type { PresenceSocket, PresenceStore } from "./presence.ts";

export interface PresenceKeeperOptions {
  presence: PresenceStore;
  /** The sockets connected to this server right now. */
  localSockets: () => Promise<PresenceSocket[]>;
  /** Told of each member whose last socket lapsed (their server died): record it and tell their matches. */
  onLapsed: (userId: string) => Promise<void>;
  /** Closes this server's sockets that may no longer act (session over, member suspended or gone). */
  closeStale: () => Promise<void>;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * Renews this server's sockets and sweeps the ones whose server stopped renewing them, every `intervalMs`; and
 * closes the ones whose session may no longer act, so an open socket never outlives its session or its member.
 * With a time to live of four intervals, a member of a crashed server is offline within five.
 */
export function startPresenceKeeper(options: PresenceKeeperOptions) {
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await options.presence.heartbeat(await options.localSockets());
      for (const userId of await options.presence.sweepExpired()) await options.onLapsed(userId);
    } catch (error) {
      options.log.warn({ err: error }, "presence heartbeat failed");
    }
    try {
      await options.closeStale();
    } catch (error) {
      options.log.warn({ err: error }, "could not check open sockets' sessions");
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, options.intervalMs);
  timer.unref();
  return {
    /** Runs one round now (tests, and right after start). */
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
