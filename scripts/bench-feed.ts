/**
 * Feed benchmark: loads 10,000 and then 100,000 synthetic members into a fresh PostgreSQL database next to
 * DATABASE_URL's, and for each size times GET /api/feed for random members through the real HTTP stack, next
 * to a bare route on the same server returning a same-sized JSON body from memory. Prints the query plan and
 * writes bench-results/feed.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createToken, sha256 } from "../apps/server/src/lib/crypto.ts";
import { candidatesQuery, recentWindowQuery, rowsOf } from "../apps/server/src/modules/feed/candidates.ts";
import { insertSyntheticUsers } from "../apps/server/src/modules/seed/synthetic.ts";
import { findUser } from "../apps/server/src/modules/users/load.ts";
import { freshDatabase } from "../apps/server/src/test/fresh-database.ts";
import { type Figures, measure } from "./bench-support.ts";

const CALLS = 300;
const CONCURRENCY = 8;
const SIZES = [10_000, 100_000];

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error("Set DATABASE_URL to a PostgreSQL server; the benchmark creates and drops its own database there.");
  process.exit(1);
}
const benchUrl = new URL(await freshDatabase(baseUrl, "feedbench"));

const database = await openDatabase({ databaseUrl: benchUrl.toString(), pgliteDir: "memory://", poolSize: 10 });
const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 2 });
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  LOG_LEVEL: "warn",
  APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
  DATA_DIR: path.join(os.tmpdir(), "devmatch-bench"),
});
const app = await buildApp({ config, database, logger: false });
let bareBody = "{}";
app.get("/api/bench/bare", async (_request, reply) => reply.type("application/json").send(bareBody));
await app.listen({ port: 0, host: "127.0.0.1" });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * Session cookies for members picked at random, made directly so sign-in cost stays out of the figures. They
 * have just signed in, so they count as active now, as a member browsing the feed would.
 */
async function sessionsFor(count: number) {
  const { rows } = await pool.query<{ id: string }>(
    "update users set last_active_at = now() where id in (select id from users order by random() limit $1) returning id",
    [count],
  );
  const cookies: string[] = [];
  for (const { id } of rows) {
    const token = createToken();
    await pool.query(
      "insert into sessions (user_id, token_hash, persistent, expires_at) values ($1, $2, false, now() + interval '1 day')",
      [id, sha256(token)],
    );
    cookies.push(`devmatch_session=${token}`);
  }
  return { cookies, userIds: rows.map((row) => row.id) };
}

const results: Record<string, Figures & { users: number }> = {};
let loaded = 0;
for (const size of SIZES) {
  await insertSyntheticUsers(pool, { count: size - loaded, firstIndex: loaded });
  loaded = size;
  await pool.query("analyze");
  const { cookies, userIds } = await sessionsFor(CALLS);

  const viewer = await findUser(database.db, userIds[0] ?? "");
  const queries = {
    "recent window": recentWindowQuery(database.db, viewer),
    "whole candidate set (window, boosted, super likes)": candidatesQuery(database.db, viewer).getSQL(),
  };
  for (const [name, query] of Object.entries(queries)) {
    const plan = await rowsOf<{ "QUERY PLAN": string }>(database.db, sql`explain (analyze, buffers) ${query}`);
    console.log(`\nQuery plan (${name}) at ${size.toLocaleString()} members:`);
    for (const row of plan) console.log(`  ${row["QUERY PLAN"]}`);
  }

  const sample = await fetch(`${origin}/api/feed`, { headers: { cookie: cookies[0] ?? "" } });
  bareBody = await sample.text();
  const feed = await measure({
    calls: CALLS,
    concurrency: CONCURRENCY,
    request: (i) => fetch(`${origin}/api/feed`, { headers: { cookie: cookies[i % cookies.length] ?? "" } }),
  });
  results[`feed_${size}`] = { users: size, ...feed };
  console.log(
    `feed @ ${size.toLocaleString()} members: p50 ${feed.p50} ms, p95 ${feed.p95} ms, p99 ${feed.p99} ms, ${feed.rps} req/s (body ${bareBody.length} bytes)`,
  );
}

const bare = await measure({
  calls: CALLS * 3,
  concurrency: CONCURRENCY,
  request: () => fetch(`${origin}/api/bench/bare`),
});
results.bare = { users: loaded, ...bare };
console.log(
  `bare route (same-sized body from memory): p50 ${bare.p50} ms, p95 ${bare.p95} ms, p99 ${bare.p99} ms, ${bare.rps} req/s`,
);

const small = results[`feed_${SIZES[0]}`];
const large = results[`feed_${SIZES[1]}`];
if (small && large) {
  console.log(
    `\np95 at ${SIZES[1]?.toLocaleString()} / p95 at ${SIZES[0]?.toLocaleString()}: ${(large.p95 / small.p95).toFixed(2)}x (target ≤ 1.5x)`,
  );
  console.log(
    `feed throughput at ${SIZES[1]?.toLocaleString()} / bare route: ${((large.rps / bare.rps) * 100).toFixed(0)}% (target ≥ 25%)`,
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/feed.json",
  `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`, calls: CALLS, concurrency: CONCURRENCY, results }, null, 2)}\n`,
);
console.log("Wrote bench-results/feed.json");

await app.close();
await database.close();
await pool.end();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`drop database if exists "${benchUrl.pathname.slice(1)}" with (force)`);
await admin.end();
