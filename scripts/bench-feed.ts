/**
 * Feed benchmark: loads 10,000, 100,000 and 1,000,000 synthetic members (BENCH_FEED_SIZES to choose) into fresh
 * PostgreSQL databases next to DATABASE_URL's (created if missing) with COPY, serves each from its own app, and
 * times GET /api/feed for random members of each through the real HTTP stack, next to a bare route on the
 * largest server returning a same-sized JSON body from memory. All are measured in interleaved rounds. Prints the
 * query plans and the time of the daily Most Compatible pass at 100,000 members, and writes
 * bench-results/feed.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { GENERIC_PLAN_SETTINGS, openDatabase } from "../apps/server/src/db/client.ts";
import { createToken, sha256 } from "../apps/server/src/lib/crypto.ts";
import { feedPageStatement, feedParams } from "../apps/server/src/modules/feed/feed-query.ts";
import { chooseMostCompatible } from "../apps/server/src/modules/ranking/most-compatible.ts";
import { dropDatabase, freshDatabase } from "../apps/server/src/test/fresh-database.ts";
import { requireDatabase } from "./bench-database.ts";
import { measureInterleaved } from "./bench-support.ts";
import { copySyntheticUsers } from "./synthetic-copy.ts";

const CALLS = 300;
/** The bare route answers several times faster; more calls keep its rounds about as long as the feed's. */
const BARE_CALLS = 1_500;
const ROUNDS = 5;
const CONCURRENCY = 8;
const SIZES = (process.env.BENCH_FEED_SIZES ?? "10000,100000,1000000").split(",").map(Number);

const baseUrl = await requireDatabase("bench:feed");
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  LOG_LEVEL: "warn",
  APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
  DATA_DIR: path.join(os.tmpdir(), "devmatch-bench"),
});

/** A database of `size` synthetic members served by its own app, with sessions for `CALLS` of them. */
async function membersServer(size: number) {
  const url = await freshDatabase(baseUrl ?? "", `feedbench_${size}`);
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: "memory://",
    poolSize: 10,
    // Dropping the database at the end ends connections the pools are still closing.
    onConnectionLost: () => {},
  });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const loading = Date.now();
  await copySyntheticUsers(pool, { count: size });
  await pool.query("vacuum analyze");
  console.log(`Loaded ${size.toLocaleString()} members in ${((Date.now() - loading) / 1000).toFixed(0)} s.`);
  const picks = size === 100_000 ? await chooseMostCompatible({ db: database.db }) : null;
  if (picks)
    console.log(
      `Most Compatible at ${size.toLocaleString()} members: ${picks.pairs.toLocaleString()} pairs in ${picks.seconds.total} s (read ${picks.seconds.load} s, pair ${picks.seconds.match} s).`,
    );
  // Members picked at random who have just signed in, so they count as active now, as a member browsing the
  // feed would. Sessions are made directly so sign-in cost stays out of the figures.
  const { rows } = await pool.query<{ id: string }>(
    "update users set last_active_at = now() where id in (select id from users order by random() limit $1) returning id",
    [CALLS],
  );
  const tokens: string[] = [];
  for (const { id } of rows) {
    const token = createToken();
    await pool.query(
      "insert into sessions (user_id, token_hash, persistent, expires_at) values ($1, $2, false, now() + interval '1 day')",
      [id, sha256(token)],
    );
    tokens.push(token);
  }
  const cookies = tokens.map((token) => `devmatch_session=${token}`);
  const app = await buildApp({ config, database, logger: false });
  let bareBody = "{}";
  app.get("/api/bench/bare", async (_request, reply) => reply.type("application/json").send(bareBody));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The plan the app runs: its connection settings, the statement prepared once with its generic plan.
  const explained = feedPageStatement.forExplain(feedParams({ viewerId: rows[0]?.id ?? "", after: null }));
  const explainer = new pg.Client({ connectionString: url, options: GENERIC_PLAN_SETTINGS });
  await explainer.connect();
  await explainer.query(`prepare feed_page as ${explained.text}`);
  const literal = (value: unknown) =>
    value === null ? "null" : explainer.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));
  const plan = await explainer.query<{ "QUERY PLAN": string }>(
    `explain (analyze, buffers) execute feed_page(${explained.values.map(literal).join(", ")})`,
  );
  await explainer.end();
  console.log(`\nQuery plan (the feed page statement) at ${size.toLocaleString()} members:`);
  for (const row of plan.rows) console.log(`  ${row["QUERY PLAN"]}`);

  const feed = (index: number) =>
    fetch(`${origin}/api/feed`, { headers: { cookie: cookies[index % cookies.length] ?? "" } });
  bareBody = await (await feed(0)).text();
  return {
    feed,
    bare: () => fetch(`${origin}/api/bench/bare`),
    bodyLength: bareBody.length,
    picks,
    async close() {
      await app.close();
      await database.close();
      await pool.end();
      await dropDatabase(url);
    },
  };
}

const servers = [];
for (const size of SIZES) servers.push({ size, ...(await membersServer(size)) });
const smallest = servers[0];
const largest = servers.at(-1);
if (!smallest || !largest) throw new Error("BENCH_FEED_SIZES names no size");
console.log(
  `\nMeasuring ${CALLS} feed calls per size and ${BARE_CALLS} bare calls in ${ROUNDS} interleaved rounds, ${CONCURRENCY} in flight (body ${largest.bodyLength} bytes)...`,
);
const targets: Record<string, { calls: number; request: (index: number) => Promise<Response> }> = {};
for (const server of servers) targets[`feed_${server.size}`] = { calls: CALLS, request: server.feed };
targets.bare = { calls: BARE_CALLS, request: largest.bare };
const figures = await measureInterleaved({ rounds: ROUNDS, concurrency: CONCURRENCY, targets });
const results = Object.fromEntries(
  Object.entries(figures).map(([name, result]) => [
    name,
    { users: name === "bare" ? largest.size : Number(name.slice(5)), ...result },
  ]),
);
for (const [name, result] of Object.entries(results)) {
  console.log(
    `${name.padEnd(13)} (${result.users.toLocaleString()} members): p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, ${result.rps} req/s`,
  );
}
const at = (size: number) => figures[`feed_${size}`] as (typeof figures)[string];
for (const server of servers.slice(1)) {
  console.log(
    `\np95 at ${server.size.toLocaleString()} / p95 at ${smallest.size.toLocaleString()}: ${(at(server.size).p95 / at(smallest.size).p95).toFixed(2)}x (target ≤ 1.5x)`,
  );
}
console.log(
  `feed throughput at ${largest.size.toLocaleString()} / bare route: ${((at(largest.size).rps / (figures.bare as (typeof figures)[string]).rps) * 100).toFixed(0)}% (target ≥ 25%)`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/feed.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      calls: { feed: CALLS, bare: BARE_CALLS },
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      load: os.loadavg(),
      mostCompatible: servers.find((server) => server.picks)?.picks ?? null,
      results,
    },
    null,
    2,
  )}\n`,
);
console.log("Wrote bench-results/feed.json");
for (const server of servers) await server.close();
