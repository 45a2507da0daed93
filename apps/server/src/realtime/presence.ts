import type { Redis } from "ioredis";

/**
 * Who is online: a member is online while at least one of their sockets is live, on any server. Each socket's
 * entry carries an expiry that its server renews with a heartbeat, so the sockets of a server that died without
 * saying goodbye lapse by themselves and `sweepExpired` reports the members who went offline with them.
 * Memory for one server; Redis so several servers agree.
 */
export interface PresenceStore {
  /** Returns true when this socket made the member go online. */
  connect(userId: string, socketId: string): Promise<boolean>;
  /** Returns true when this was the member's last live socket. */
  disconnect(userId: string, socketId: string): Promise<boolean>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Renews the expiry of sockets this server still holds. */
  heartbeat(sockets: PresenceSocket[]): Promise<void>;
  /** Removes lapsed sockets; returns the members who have no live socket left because of it. */
  sweepExpired(): Promise<string[]>;
  /**
   * Whether a member is typing in a chat, kept so that a partner who opens the chat mid-sentence sees it; it
   * lapses by itself after TYPING_TTL_MS in case "stopped" never comes.
   */
  setTyping(matchId: string, userId: string, isTyping: boolean): Promise<void>;
  isTyping(matchId: string, userId: string): Promise<boolean>;
}

/** How long "is typing" outlives its last notice when no "stopped" arrives (a page closed mid-word). */
export const TYPING_TTL_MS = 15_000;

export interface PresenceSocket {
  userId: string;
  socketId: string;
}

export interface PresenceTiming {
  /** How long a socket counts as live after its last heartbeat. */
  ttlMs: number;
  now: () => number;
}

export const DEFAULT_PRESENCE_TIMING: PresenceTiming = { ttlMs: 45_000, now: () => Date.now() };

export class MemoryPresenceStore implements PresenceStore {
  /** userId → socketId → expiry. */
  private readonly sockets = new Map<string, Map<string, number>>();
  /** `matchId|userId` → expiry. */
  private readonly typing = new Map<string, number>();

  constructor(private readonly timing: PresenceTiming = DEFAULT_PRESENCE_TIMING) {}

  async connect(userId: string, socketId: string) {
    const wasOnline = this.liveCount(userId) > 0;
    const entries = this.sockets.get(userId) ?? new Map<string, number>();
    entries.set(socketId, this.timing.now() + this.timing.ttlMs);
    this.sockets.set(userId, entries);
    return !wasOnline;
  }

  async disconnect(userId: string, socketId: string) {
    const entries = this.sockets.get(userId);
    if (!entries?.delete(socketId)) return false;
    if (entries.size === 0) this.sockets.delete(userId);
    return this.liveCount(userId) === 0;
  }

  async onlineAmong(userIds: string[]) {
    return new Set(userIds.filter((id) => this.liveCount(id) > 0));
  }

  async heartbeat(sockets: PresenceSocket[]) {
    const expiresAt = this.timing.now() + this.timing.ttlMs;
    for (const { userId, socketId } of sockets) {
      const entries = this.sockets.get(userId) ?? new Map<string, number>();
      entries.set(socketId, expiresAt);
      this.sockets.set(userId, entries);
    }
  }

  async sweepExpired() {
    const now = this.timing.now();
    const offline: string[] = [];
    for (const [userId, entries] of this.sockets) {
      let removed = false;
      for (const [socketId, expiresAt] of entries) {
        if (expiresAt > now) continue;
        entries.delete(socketId);
        removed = true;
      }
      if (entries.size > 0) continue;
      this.sockets.delete(userId);
      if (removed) offline.push(userId);
    }
    for (const [key, expiresAt] of this.typing) if (expiresAt <= now) this.typing.delete(key);
    return offline;
  }

  async setTyping(matchId: string, userId: string, isTyping: boolean) {
    if (isTyping) this.typing.set(`${matchId}|${userId}`, this.timing.now() + TYPING_TTL_MS);
    else this.typing.delete(`${matchId}|${userId}`);
  }

  async isTyping(matchId: string, userId: string) {
    return (this.typing.get(`${matchId}|${userId}`) ?? 0) > this.timing.now();
  }

  private liveCount(userId: string) {
    const now = this.timing.now();
    let live = 0;
    for (const expiresAt of this.sockets.get(userId)?.values() ?? []) if (expiresAt > now) live += 1;
    return live;
  }
}

/**
 * Per member, a sorted set of socket ids scored by expiry; beside it one sorted set of every socket, so any
 * server can find lapsed sockets. A lapsed socket is claimed by whichever server removes it from that index
 * first, so each member going offline is reported once however many servers sweep.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly index: string;

  constructor(
    private readonly redis: Redis,
    private readonly timing: PresenceTiming = DEFAULT_PRESENCE_TIMING,
    private readonly prefix = "presence:",
  ) {
    this.index = `${prefix}sockets`;
  }

  private userKey(userId: string) {
    return `${this.prefix}user:${userId}`;
  }

  async connect(userId: string, socketId: string) {
    const now = this.timing.now();
    const key = this.userKey(userId);
    const results = await this.redis
      .multi()
      .zcount(key, `(${now}`, "+inf")
      .zadd(key, now + this.timing.ttlMs, socketId)
      .zadd(this.index, now + this.timing.ttlMs, `${userId}|${socketId}`)
      .pexpire(key, this.timing.ttlMs * 2)
      .exec();
    return Number(results?.[0]?.[1] ?? 0) === 0;
  }

  async disconnect(userId: string, socketId: string) {
    const now = this.timing.now();
    const key = this.userKey(userId);
    const results = await this.redis
      .multi()
      .zrem(key, socketId)
      .zrem(this.index, `${userId}|${socketId}`)
      .zcount(key, `(${now}`, "+inf")
      .exec();
    return Number(results?.[0]?.[1]) === 1 && Number(results?.[2]?.[1]) === 0;
  }

  async onlineAmong(userIds: string[]) {
    if (userIds.length === 0) return new Set<string>();
    const now = this.timing.now();
    const pipeline = this.redis.pipeline();
    for (const id of userIds) pipeline.zcount(this.userKey(id), `(${now}`, "+inf");
    const counts = (await pipeline.exec()) ?? [];
    return new Set(userIds.filter((_, index) => Number(counts[index]?.[1] ?? 0) > 0));
  }

  async heartbeat(sockets: PresenceSocket[]) {
    if (sockets.length === 0) return;
    const expiresAt = this.timing.now() + this.timing.ttlMs;
    const pipeline = this.redis.pipeline();
    for (const { userId, socketId } of sockets) {
      pipeline.zadd(this.userKey(userId), expiresAt, socketId);
      pipeline.pexpire(this.userKey(userId), this.timing.ttlMs * 2);
      pipeline.zadd(this.index, expiresAt, `${userId}|${socketId}`);
    }
    await pipeline.exec();
  }

  async sweepExpired() {
    const now = this.timing.now();
    const lapsed = await this.redis.zrangebyscore(this.index, "-inf", now, "LIMIT", 0, 1000);
    const offline = new Set<string>();
    for (const entry of lapsed) {
      const [userId = "", socketId = ""] = entry.split("|");
      const key = this.userKey(userId);
      const results = await this.redis
        .multi()
        .zrem(this.index, entry)
        .zrem(key, socketId)
        .zcount(key, `(${now}`, "+inf")
        .exec();
      const claimed = Number(results?.[0]?.[1]) === 1;
      if (claimed && Number(results?.[2]?.[1]) === 0) offline.add(userId);
    }
    return [...offline];
  }

  private typingKey(matchId: string, userId: string) {
    return `${this.prefix}typing:${matchId}:${userId}`;
  }

  async setTyping(matchId: string, userId: string, isTyping: boolean) {
    const key = this.typingKey(matchId, userId);
    if (isTyping) await this.redis.set(key, "1", "PX", TYPING_TTL_MS);
    else await this.redis.del(key);
  }

  async isTyping(matchId: string, userId: string) {
    return (await this.redis.exists(this.typingKey(matchId, userId))) === 1;
  }
}

/**
 * Redis while it answers; this server's own view while it does not (members connected here are still seen
 * online by each other). Every change is recorded in both, so when Redis is back the next heartbeat puts this
 * server's sockets into it again and the shared view is whole.
 */
export class FallbackPresenceStore implements PresenceStore {
  constructor(
    private readonly shared: PresenceStore,
    private readonly local: PresenceStore,
    private readonly isSharedReady: () => boolean,
  ) {}

  async connect(userId: string, socketId: string) {
    const locally = await this.local.connect(userId, socketId);
    return this.orLocal(() => this.shared.connect(userId, socketId), locally);
  }

  async disconnect(userId: string, socketId: string) {
    const locally = await this.local.disconnect(userId, socketId);
    return this.orLocal(() => this.shared.disconnect(userId, socketId), locally);
  }

  async onlineAmong(userIds: string[]) {
    return this.orLocal(() => this.shared.onlineAmong(userIds), await this.local.onlineAmong(userIds));
  }

  async heartbeat(sockets: PresenceSocket[]) {
    await this.local.heartbeat(sockets);
    await this.orLocal(() => this.shared.heartbeat(sockets), undefined);
  }

  async sweepExpired() {
    // This server's own sockets never lapse locally (it renews them), so only the shared view has anything to sweep.
    await this.local.sweepExpired();
    return this.orLocal(() => this.shared.sweepExpired(), []);
  }

  async setTyping(matchId: string, userId: string, isTyping: boolean) {
    await this.local.setTyping(matchId, userId, isTyping);
    await this.orLocal(() => this.shared.setTyping(matchId, userId, isTyping), undefined);
  }

  async isTyping(matchId: string, userId: string) {
    return this.orLocal(() => this.shared.isTyping(matchId, userId), await this.local.isTyping(matchId, userId));
  }

  private async orLocal<T>(shared: () => Promise<T>, local: T): Promise<T> {
    if (!this.isSharedReady()) return local;
    try {
      return await shared();
    } catch {
      return local;
    }
  }
}
