import type { Redis } from "ioredis";
import { rateLimited } from "./errors.ts";

export interface LimitState {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Fixed-window counters. Memory for one server; Redis so several servers share one count. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<LimitState>;
  peek(key: string): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async increment(key: string, windowMs: number): Promise<LimitState> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<LimitState> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "ratelimit:",
  ) {}

  async increment(key: string, windowMs: number): Promise<LimitState> {
    const fullKey = this.prefix + key;
    const results = await this.redis.multi().incr(fullKey).pexpire(fullKey, windowMs, "NX").pttl(fullKey).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<LimitState> {
    const fullKey = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(fullKey), this.redis.pttl(fullKey)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export interface LimitRule {
  /** Counter name, e.g. `signup:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts a hit against every rule; the first rule over its limit is returned with its wait time. */
export async function hitLimits(
  store: RateLimitStore,
  rules: LimitRule[],
): Promise<{ retryAfterSeconds: number } | null> {
  const states = await Promise.all(rules.map((rule) => store.increment(rule.key, rule.windowMs)));
  const exceeded = rules.findIndex((rule, index) => (states[index]?.count ?? 0) > rule.limit);
  if (exceeded === -1) return null;
  return { retryAfterSeconds: Math.ceil((states[exceeded]?.resetInMs ?? 1000) / 1000) };
}

/**
 * Counts the request against every rule and refuses it with 429 (and `Retry-After`) once any is over its limit:
 * the one way a request is refused for going too fast.
 */
export async function enforceLimits(
  ctx: { limits: RateLimitStore },
  options: { rules: LimitRule[]; message: string },
): Promise<void> {
  const exceeded = await hitLimits(ctx.limits, options.rules);
  if (exceeded) throw rateLimited(options.message, exceeded.retryAfterSeconds);
}

/**
 * Shared counters in Redis while it answers; this instance's own counters while it does not, so sign-in and
 * sign-up keep working through a Redis outage (each instance then limits on its own). Rejoins Redis by itself
 * as soon as the connection is ready again.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private usingFallback = false;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly isSharedReady: () => boolean,
    private readonly warn: (message: string, error?: unknown) => void,
  ) {}

  increment(key: string, windowMs: number) {
    return this.run((store) => store.increment(key, windowMs));
  }

  peek(key: string) {
    return this.run((store) => store.peek(key));
  }

  reset(key: string) {
    return this.run((store) => store.reset(key));
  }

  private async run<T>(operation: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.isSharedReady()) {
      try {
        const result = await operation(this.shared);
        if (this.usingFallback) this.warn("redis is back: rate limits are shared again");
        this.usingFallback = false;
        return result;
      } catch (error) {
        this.fallBack(error);
      }
    } else {
      this.fallBack();
    }
    return operation(this.local);
  }

  private fallBack(error?: unknown) {
    if (!this.usingFallback) this.warn("redis unavailable: rate limits fall back to this instance's memory", error);
    this.usingFallback = true;
  }
}
