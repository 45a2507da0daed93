import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { AppContext } from "../../lib/context.ts";

export type DependencyState = "up" | "down" | "off";

export interface HealthReport {
  status: "ok" | "degraded" | "unavailable";
  reason?: string;
  database: DependencyState;
  redis: DependencyState;
}

const PING_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref()),
  ]);
}

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  try {
    await withTimeout(check(), PING_TIMEOUT_MS * 3);
    return "up";
  } catch {
    return "down";
  }
}

/**
 * What this instance can reach. Without the database nothing works (`unavailable`); without Redis the instance
 * still serves everyone on its own counters and presence (`degraded`).
 */
export async function checkHealth(
  ctx: Pick<AppContext, "db">,
  { redis }: { redis: Redis | null },
): Promise<HealthReport> {
  const [database, redisState] = await Promise.all([
    probe(() => ctx.db.execute(sql`select 1`)),
    redis
      ? probe(() => (redis.status === "ready" ? withTimeout(redis.ping(), PING_TIMEOUT_MS) : Promise.reject()))
      : "off",
  ]);
  if (database === "down")
    return { status: "unavailable", reason: "database unavailable", database, redis: redisState as DependencyState };
  if (redisState === "down") return { status: "degraded", reason: "redis unavailable", database, redis: redisState };
  return { status: "ok", database, redis: redisState as DependencyState };
}
