import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { dailyPicks } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { countLikeRates } from "../ranking/like-rates.ts";
import { chooseMostCompatible } from "../ranking/most-compatible.ts";

/*
 * Scheduled work, run by pg-boss (a job queue kept in PostgreSQL itself): its cron schedules are shared by every
 * server, and each run is taken by exactly one of them, so several instances need no coordination of their own.
 * pg-boss 10 is the newest line that runs on Node.js 20, which this app supports. On the embedded PGlite it runs
 * over the app's one connection; if it cannot start there, each job runs once at start instead (one instance).
 */

interface Job {
  name: string;
  /** When it runs, as cron in UTC. */
  cron: string;
  run: (ctx: AppContext) => Promise<unknown>;
}

export const JOBS: Job[] = [
  // Like rates feed the ranking; fresh within minutes is plenty.
  { name: "like-rates", cron: "*/10 * * * *", run: (ctx) => countLikeRates(ctx) },
  // A new Most Compatible pick each day, chosen early in the UTC day, from rates counted just before.
  { name: "most-compatible", cron: "15 0 * * *", run: (ctx) => chooseMostCompatible(ctx) },
];

/** pg-boss's connection on PGlite: the embedded client, which runs a script of several statements with `exec`. */
function overPglite(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

async function hasPicksToday(ctx: AppContext) {
  const [row] = await ctx.db
    .select({ userId: dailyPicks.userId })
    .from(dailyPicks)
    .where(sql`${dailyPicks.day} = ${new Date().toISOString().slice(0, 10)}::date`)
    .limit(1);
  return Boolean(row);
}

async function runLogged(ctx: AppContext, job: Job) {
  const started = Date.now();
  const result = await job.run(ctx);
  ctx.log.info({ job: job.name, ms: Date.now() - started, result }, "scheduled job done");
}

/**
 * Starts the schedules and this server's worker for them; on a server whose today's picks are missing (a first
 * start, or one after a day down) the picks are chosen at once. Returns how to stop.
 */
export async function startScheduledJobs(ctx: AppContext): Promise<() => Promise<void>> {
  const { plannedOnce } = ctx.database;
  const boss = new PgBoss(
    plannedOnce instanceof pg.Pool
      ? { connectionString: ctx.config.DATABASE_URL, max: 2, application_name: "devmatch-jobs" }
      : { db: overPglite(plannedOnce) },
  );
  boss.on("error", (error) => ctx.log.warn({ err: error }, "job queue problem"));
  try {
    await boss.start();
    for (const job of JOBS) {
      await boss.createQueue(job.name, { name: job.name, policy: "singleton" });
      await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
      await boss.work(job.name, async () => runLogged(ctx, job));
    }
    if (!(await hasPicksToday(ctx))) await boss.send("most-compatible", {});
    return () => boss.stop({ graceful: true, timeout: 10_000 });
  } catch (error) {
    if (ctx.database.kind !== "pglite") throw error;
    ctx.log.warn({ err: error }, "job queue unavailable on the embedded database: running each job once now");
    for (const job of JOBS) await runLogged(ctx, job).catch((failure) => ctx.log.error({ err: failure }, job.name));
    return async () => {};
  }
}
