/**
 * Matching benchmark: a synthetic area of members (`matching/population.ts`) pages through its real feed over the
 * HTTP API for several simulated days and likes by a hidden taste the ranking cannot read; likes go through the
 * real swipe route, where matches are made. The same population, the same active members each day and the same
 * taste are run under each ranking, each in its own database and app, interleaved day by day:
 *   one-way      the ranking the feed replaced (one-way hard preferences, ranked by the viewer's score alone);
 *   both-scores  the two-way rule, ranked by the harmonic mean of both sides' scores;
 *   mutual       the product: the two-way rule, both scores times the smoothed like rate.
 * The one-way and both-scores rankings are served by an app built with `rankingForComparison`, which only code can
 * set. Between days the like-rate count and the Most Compatible pass run, as the scheduled jobs would.
 * Prints the seed (BENCH_SEED repeats a run) and writes bench-results/matching.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type App, buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createToken, sha256 } from "../apps/server/src/lib/crypto.ts";
import { countLikeRates } from "../apps/server/src/modules/ranking/like-rates.ts";
import { chooseMostCompatible } from "../apps/server/src/modules/ranking/most-compatible.ts";
import { seededRandom } from "../apps/server/src/modules/seed/random.ts";
import { dropDatabase, freshDatabase } from "../apps/server/src/test/fresh-database.ts";
import { requireDatabase } from "./bench-database.ts";
import { breaksCandidatePreferences, gini, likes, makePopulation, type SimMember } from "./matching/population.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 3);
const ACTIVE_PER_DAY = Number(process.env.BENCH_ACTIVE ?? 2_000);
const CONCURRENCY = 8;
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 1_000_000));
const RANKINGS = ["one-way", "both-scores", "mutual"] as const;
type RankingName = (typeof RANKINGS)[number];

const baseUrl = await requireDatabase("bench:matching");
console.log(
  `Seed ${SEED} (BENCH_SEED=${SEED} repeats this run): ${MEMBERS.toLocaleString()} members, ${DAYS} days, ${ACTIVE_PER_DAY.toLocaleString()} active a day.`,
);
const ORIGIN = "http://127.0.0.1:3999";
const config = loadConfig({
  NODE_ENV: "test",
  PORT: "0",
  LOG_LEVEL: "warn",
  PUBLIC_URL: ORIGIN,
  PRICING_MODE: "all-free",
  APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
  DATA_DIR: path.join(os.tmpdir(), "devmatch-bench"),
});
const population = makePopulation(MEMBERS, SEED);

/** Inserts the population (finished profiles, no photos, no usable password) and a session for each. */
async function load(pool: pg.Pool) {
  const column = (pick: (member: SimMember) => unknown) => population.map(pick);
  const array = (values: string[]) => `{${values.map((value) => `"${value}"`).join(",")}}`;
  const day = 86_400_000;
  await pool.query(
    `insert into users (email, password_hash, first_name, last_name, is_verified, onboarding_completed, onboarding_step,
       bio, city, country, date_of_birth, gender, religion, latitude, longitude, profession, degree, skills,
       last_active_at, created_at, pref_age_min, pref_age_max, pref_distance_km, pref_genders, pref_religions,
       pref_professions, pref_dealbreakers)
     select 'sim-' || i || '@bench.devmatch.local', 'synthetic-no-login', 'Sim' || i, 'Member', true, true, 7,
       'A simulated member.', 'Bengaluru', 'India', d::date, g, r, lat, lng, p, dg, s::text[], a::timestamptz,
       c::timestamptz, amin, amax, dist, pg_::text[], pr::text[], pp::text[], pd::text[]
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::int[], $13::int[], $14::int[], $15::text[], $16::text[], $17::text[],
       $18::text[]) as t(i, d, g, r, lat, lng, p, dg, s, a, c, amin, amax, dist, pg_, pr, pp, pd)`,
    [
      column((m) => m.index),
      column((m) => m.dateOfBirth),
      column((m) => m.gender),
      column((m) => m.religion),
      column((m) => m.latitude),
      column((m) => m.longitude),
      column((m) => m.profession),
      column((m) => m.degree),
      column((m) => array(m.skills)),
      column((m) => new Date(Date.now() - ((m.index * 7919) % 30) * day).toISOString()),
      column((m) => new Date(Date.now() - (30 + ((m.index * 104_729) % 300)) * day).toISOString()),
      column((m) => m.prefAgeMin),
      column((m) => m.prefAgeMax),
      column((m) => m.prefDistanceKm),
      column((m) => array(m.prefGenders)),
      column((m) => array(m.prefReligions)),
      column((m) => array(m.prefProfessions)),
      column((m) => array(m.prefDealbreakers)),
    ],
  );
  const { rows } = await pool.query<{ id: string; i: number }>(
    `select id, split_part(split_part(email, '@', 1), '-', 2)::int as i from users where email like 'sim-%'`,
  );
  const ids: string[] = [];
  for (const row of rows) ids[row.i] = row.id;
  const tokens = population.map(() => createToken());
  await pool.query(
    `insert into sessions (user_id, token_hash, persistent, expires_at)
     select u, h, false, now() + interval '7 days' from unnest($1::uuid[], $2::text[]) as t(u, h)`,
    [ids, tokens.map(sha256)],
  );
  await pool.query("vacuum analyze");
  return { ids, cookies: tokens.map((token) => `devmatch_session=${token}`) };
}

interface Tally {
  cards: number;
  breaking: number;
  likes: number;
  matches: number;
  latencies: number[];
  matched: Set<number>;
  active: Set<number>;
  likesReceived: number[];
}

async function server(ranking: RankingName) {
  const url = await freshDatabase(baseUrl, `matchbench_${ranking.replace("-", "_")}`);
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: "memory://",
    poolSize: 10,
    onConnectionLost: () => {},
  });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const { ids, cookies } = await load(pool);
  const app: App = await buildApp({
    config,
    database,
    logger: false,
    rankingForComparison: ranking === "mutual" ? undefined : ranking,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const tally: Tally = {
    cards: 0,
    breaking: 0,
    likes: 0,
    matches: 0,
    latencies: [],
    matched: new Set(),
    active: new Set(),
    likesReceived: population.map(() => 0),
  };

  /** One member's visit: a page of their feed, a like or a pass for each card. */
  async function visit(viewerIndex: number, passes: [string, string][]) {
    const viewer = population[viewerIndex] as SimMember;
    const cookie = cookies[viewerIndex] ?? "";
    const started = performance.now();
    const response = await fetch(`${origin}/api/feed`, { headers: { cookie } });
    const body = (await response.json()) as { data: { _id: string; distanceKm: number | null }[] };
    tally.latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`feed answered ${response.status}`);
    tally.active.add(viewerIndex);
    for (const card of body.data) {
      const cardIndex = indexOf.get(card._id);
      if (cardIndex === undefined) continue;
      const member = population[cardIndex] as SimMember;
      tally.cards++;
      if (breaksCandidatePreferences(viewer, member, card.distanceKm)) tally.breaking++;
      if (!likes(viewer, member, SEED)) {
        passes.push([ids[viewerIndex] as string, card._id]);
        continue;
      }
      const swipe = await fetch(`${origin}/api/match/swipe/${card._id}`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ action: "like" }),
      });
      const answer = (await swipe.json()) as { data?: { matchId: string | null } };
      tally.likes++;
      tally.likesReceived[cardIndex] = (tally.likesReceived[cardIndex] ?? 0) + 1;
      if (swipe.status !== 200) throw new Error(`swipe answered ${swipe.status}`);
      if (answer.data?.matchId) {
        tally.matches++;
        tally.matched.add(viewerIndex).add(cardIndex);
      }
    }
  }

  return {
    ranking,
    tally,
    async day(active: number[], dayIndex: number) {
      const passes: [string, string][] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < active.length) await visit(active[next++] as number, passes);
        }),
      );
      // Passes change nothing but the deck, so they are written together rather than one request each.
      await pool.query(
        `insert into swipes (swiper_id, target_id, action) select s, t, 'pass'
         from unnest($1::uuid[], $2::uuid[]) as x(s, t) on conflict do nothing`,
        [passes.map((pass) => pass[0]), passes.map((pass) => pass[1])],
      );
      if (ranking !== "one-way") {
        // The scheduled jobs, as the next day starts (the count is told the swipes have settled).
        await countLikeRates(app.ctx, { now: new Date(Date.now() + 120_000) });
        const picked = await chooseMostCompatible(app.ctx);
        if (dayIndex === 0)
          console.log(`  Most Compatible for ${ranking}: ${picked.pairs} pairs in ${picked.seconds.total} s`);
      }
    },
    async close() {
      await app.close();
      await database.close();
      await pool.end();
      await dropDatabase(url);
    },
  };
}

const servers = [];
for (const ranking of RANKINGS) {
  const started = Date.now();
  servers.push(await server(ranking));
  console.log(`Loaded the population for ${ranking} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
const days = seededRandom(SEED + 1);
for (let day = 0; day < DAYS; day++) {
  const active = days.sample(
    population.map((member) => member.index),
    ACTIVE_PER_DAY,
  );
  for (const entry of servers) {
    const started = Date.now();
    await entry.day(active, day);
    console.log(`Day ${day + 1}, ${entry.ranking}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 10) / 10;
};
interface Summary {
  cards: number;
  breakingCandidatePreferences: number;
  likes: number;
  matches: number;
  matchesPer100Likes: number;
  activeMembers: number;
  shareWithAMatch: number;
  giniOfLikesReceived: number;
  feedP50Ms: number;
  feedP95Ms: number;
}
const results = Object.fromEntries(
  servers.map(({ ranking, tally }) => [
    ranking,
    {
      cards: tally.cards,
      breakingCandidatePreferences: tally.cards ? tally.breaking / tally.cards : 0,
      likes: tally.likes,
      matches: tally.matches,
      matchesPer100Likes: tally.likes ? (100 * tally.matches) / tally.likes : 0,
      activeMembers: tally.active.size,
      shareWithAMatch: tally.active.size
        ? [...tally.active].filter((index) => tally.matched.has(index)).length / tally.active.size
        : 0,
      giniOfLikesReceived: gini(tally.likesReceived),
      feedP50Ms: percentile(tally.latencies, 0.5),
      feedP95Ms: percentile(tally.latencies, 0.95),
    },
  ]),
) as unknown as Record<RankingName, Summary>;

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  "\nranking      cards   breaking  likes  matches  per 100 likes  with a match  Gini (likes)  feed p50  feed p95",
);
for (const ranking of RANKINGS) {
  const r = results[ranking];
  console.log(
    `${ranking.padEnd(12)} ${String(r.cards).padStart(6)}  ${pct(r.breakingCandidatePreferences).padStart(8)}  ${String(r.likes).padStart(5)}  ${String(r.matches).padStart(7)}  ${r.matchesPer100Likes.toFixed(2).padStart(13)}  ${pct(r.shareWithAMatch).padStart(12)}  ${r.giniOfLikesReceived.toFixed(3).padStart(12)}  ${String(r.feedP50Ms).padStart(6)} ms  ${String(r.feedP95Ms).padStart(6)} ms`,
  );
}
const oneWay = results["one-way"];
const mutual = results.mutual;
console.log(
  `\nMatches per 100 likes, mutual / one-way: ${(mutual.matchesPer100Likes / Math.max(1e-9, oneWay.matchesPer100Likes)).toFixed(2)}x (target ≥ 2x); cards breaking the candidate's hard preferences: ${pct(mutual.breakingCandidatePreferences)} (target 0).`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/matching.json",
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      load: os.loadavg(),
      seed: SEED,
      members: MEMBERS,
      days: DAYS,
      activePerDay: ACTIVE_PER_DAY,
      results,
    },
    null,
    2,
  )}\n`,
);
console.log("Wrote bench-results/matching.json");
for (const entry of servers) await entry.close();
