import type { Redis } from "ioredis";

/**
 * Who is online: a member is online while at least one of their sockets is connected, on any server. Memory for
 * one server; Redis so several servers agree.
 */
export interface PresenceStore {
  /** Returns true when this socket made the member go online. */
  connect(userId: string, socketId: string): Promise<boolean>;
  /** Returns true when this was the member's last socket. */
  disconnect(userId: string, socketId: string): Promise<boolean>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
}

export class MemoryPresenceStore implements PresenceStore {
  private readonly sockets = new Map<string, Set<string>>();

  async connect(userId: string, socketId: string) {
    const set = this.sockets.get(userId) ?? new Set<string>();
    set.add(socketId);
    this.sockets.set(userId, set);
    return set.size === 1;
  }

  async disconnect(userId: string, socketId: string) {
    const set = this.sockets.get(userId);
    if (!set?.delete(socketId)) return false;
    if (set.size > 0) return false;
    this.sockets.delete(userId);
    return true;
  }

  async onlineAmong(userIds: string[]) {
    return new Set(userIds.filter((id) => (this.sockets.get(id)?.size ?? 0) > 0));
  }
}

export class RedisPresenceStore implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "presence:",
  ) {}

  async connect(userId: string, socketId: string) {
    const results = await this.redis
      .multi()
      .sadd(this.prefix + userId, socketId)
      .scard(this.prefix + userId)
      .exec();
    return Number(results?.[0]?.[1]) === 1 && Number(results?.[1]?.[1]) === 1;
  }

  async disconnect(userId: string, socketId: string) {
    const results = await this.redis
      .multi()
      .srem(this.prefix + userId, socketId)
      .scard(this.prefix + userId)
      .exec();
    return Number(results?.[0]?.[1]) === 1 && Number(results?.[1]?.[1]) === 0;
  }

  async onlineAmong(userIds: string[]) {
    if (userIds.length === 0) return new Set<string>();
    const pipeline = this.redis.pipeline();
    for (const id of userIds) pipeline.scard(this.prefix + id);
    const counts = (await pipeline.exec()) ?? [];
    return new Set(userIds.filter((_, index) => Number(counts[index]?.[1] ?? 0) > 0));
  }
}
