/** How often one socket may send each kind of event: count per window. */
export const SOCKET_EVENT_LIMITS = {
  typing: { count: 20, windowMs: 10_000 },
  joinChat: { count: 20, windowMs: 60_000 },
  markRead: { count: 60, windowMs: 60_000 },
  sendMessage: { count: 120, windowMs: 60_000 },
  reactMessage: { count: 60, windowMs: 60_000 },
  callStart: { count: 10, windowMs: 60_000 },
  /** Asked once per (re)connection. */
  callRinging: { count: 20, windowMs: 60_000 },
  callAnswer: { count: 20, windowMs: 60_000 },
  /** Offers, answers and ICE candidates: a call's setup sends a few dozen. */
  callSignal: { count: 300, windowMs: 60_000 },
  callHangUp: { count: 20, windowMs: 60_000 },
} as const;
export type LimitedEvent = keyof typeof SOCKET_EVENT_LIMITS;

/** How long a refused chat partner is answered from memory before the database is asked again. */
export const REFUSAL_MEMORY_MS = 30_000;

/**
 * One socket's budget of events and its memory of refusals, kept with the socket (a socket lives on one server).
 * Events past their budget are dropped or refused without touching the database, and a chat the database
 * already refused is refused again from memory for a while, so a flood of events for chats that are not
 * the member's costs nothing.
 */
export function createSocketGuard(now: () => number = Date.now) {
  const windows = new Map<LimitedEvent, { count: number; resetAt: number }>();
  const refused = new Map<string, number>();
  return {
    /** Counts one event; false when the socket is over its budget for that kind. */
    allow(event: LimitedEvent) {
      const limit = SOCKET_EVENT_LIMITS[event];
      const time = now();
      let window = windows.get(event);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + limit.windowMs };
        windows.set(event, window);
      }
      window.count += 1;
      return window.count <= limit.count;
    },
    rememberRefusal(targetUserId: string) {
      refused.set(targetUserId, now() + REFUSAL_MEMORY_MS);
    },
    wasRefused(targetUserId: string) {
      const until = refused.get(targetUserId);
      if (until === undefined) return false;
      if (until > now()) return true;
      refused.delete(targetUserId);
      return false;
    },
    /** A new match makes an earlier refusal stale. */
    forgetRefusal(targetUserId: string) {
      refused.delete(targetUserId);
    },
  };
}
