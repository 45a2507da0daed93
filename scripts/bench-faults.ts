/**
 * Fault benchmark: a server killed mid-conversation, Redis stopped and restarted, PostgreSQL stopped and
 * restarted — each with members chatting and browsing throughout, on a PostgreSQL and a Redis of the
 * benchmark's own (spare ports), with two real server processes behind a balancer. Prints what was sent,
 * stored, delivered and doubled, how long presence took to heal, which answers members got during each outage,
 * and how long recovery took. Writes bench-results/faults.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../apps/server/src/test/cluster.ts";
import { runKillScenario } from "../apps/server/src/test/kill-scenario.ts";
import { runOutage } from "./faults/outages.ts";
import { startOwnPostgres, startOwnRedis } from "./faults/services.ts";

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 5_000);
const postgres = startOwnPostgres(await freePort());
const redis = await startOwnRedis(await freePort());

async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.toString();
}

try {
  console.log("1/3 a server killed with SIGKILL while 40 members chat (presence time to live: the default 40 s)");
  const killed = await runKillScenario({
    databaseUrl: await createDatabase("faults_kill"),
    redisUrl: redis.url,
    pairs: 20,
    messagesPerMember: 30,
    presenceTtlSeconds: 40,
  });
  console.table(killed);

  const outageOptions = {
    databaseUrl: await createDatabase("faults_outage"),
    redisUrl: redis.url,
    outageMs: OUTAGE_MS,
    members: 20,
  };
  console.log(`2/3 Redis stopped for ${OUTAGE_MS / 1000} s while 20 members browse, swipe and chat`);
  const redisOutage = await runOutage({ name: "redis", takeDown: redis.stop, bringBack: redis.start }, outageOptions);
  console.log(redisOutage);
  console.log(`3/3 PostgreSQL stopped for ${OUTAGE_MS / 1000} s while 20 members browse, swipe and chat`);
  const databaseOutage = await runOutage(
    { name: "postgresql", takeDown: postgres.stop, bringBack: postgres.start },
    outageOptions,
  );
  console.log(databaseOutage);

  const targets = {
    lost: killed.lost + redisOutage.messagesLost + databaseOutage.messagesLost === 0,
    doubled: killed.storedTwice + redisOutage.messagesStoredTwice + databaseOutage.messagesStoredTwice === 0,
    presenceHealedWithin60s: killed.secondsUntilPresenceHealed <= 60,
    no5xxButDocumented503: redisOutage.unexpected5xx + databaseOutage.unexpected5xx === 0,
    recoveredWithin5s: redisOutage.secondsToRecover <= 5 && databaseOutage.secondsToRecover <= 5,
  };
  console.log("targets met:", targets);
  const resultsDir = path.resolve(import.meta.dirname, "../bench-results");
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, "faults.json"),
    `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, killed, redisOutage, databaseOutage, targets }, null, 2)}\n`,
  );
} finally {
  await redis.destroy();
  postgres.destroy();
}
