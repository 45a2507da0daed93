import { SOCKET_PATH } from "@devmatch/shared";
/**
 * Chat benchmark: 500 pairs of matched members connect through the real session handshake and exchange 20,000
 * messages; every message must be stored and delivered exactly once. Next to it, a bare Socket.IO relay on the
 * same machine (no auth, no database) moves the same traffic as the ceiling. Writes bench-results/chat.json.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createToken, sha256 } from "../apps/server/src/lib/crypto.ts";
import { insertSyntheticUsers } from "../apps/server/src/modules/seed/synthetic.ts";
import { freshDatabase } from "../apps/server/src/test/fresh-database.ts";
import { requireDatabase } from "./bench-database.ts";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const PER_SENDER = MESSAGES / (PAIRS * 2);

interface Figures {
  sent: number;
  delivered: number;
  stored: number;
  duplicates: number;
  msgPerSec: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], share: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 100) / 100;

/** Each member sends its share one after another (waiting for the ack); all members at once. */
async function exchange(
  pairs: { a: Socket; b: Socket; aTarget: string; bTarget: string }[],
  event: string,
  payloadFor: (target: string, text: string, clientId: string) => Record<string, unknown>,
) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  const onReceive = (message: { clientId: string }) => {
    if (seen.has(message.clientId)) duplicates++;
    seen.add(message.clientId);
    const started = sentAt.get(message.clientId);
    if (started !== undefined) latencies.push(performance.now() - started);
  };
  const inbound = event === "sendMessage" ? "messageReceived" : "relayed";
  for (const { a, b } of pairs) {
    // A sender's own echo (other tabs) is not a delivery: count only messages from the partner.
    a.on(inbound, (message: { clientId: string }) => message.clientId.startsWith("b") && onReceive(message));
    b.on(inbound, (message: { clientId: string }) => message.clientId.startsWith("a") && onReceive(message));
  }
  const sender = async (socket: Socket, target: string, side: string, pair: number) => {
    for (let index = 0; index < PER_SENDER; index++) {
      const clientId = `${side}-pair${pair}-message${index}`;
      sentAt.set(clientId, performance.now());
      const ack = await socket.timeout(30_000).emitWithAck(event, payloadFor(target, `message ${index}`, clientId));
      if (!ack?.ok) throw new Error(`send failed: ${JSON.stringify(ack)}`);
    }
  };
  const started = performance.now();
  await Promise.all(
    pairs.flatMap((pair, index) => [
      sender(pair.a, pair.aTarget, "a", index),
      sender(pair.b, pair.bTarget, "b", index),
    ]),
  );
  const deadline = Date.now() + 30_000;
  while (seen.size < MESSAGES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((x, y) => x - y);
  return {
    sent: MESSAGES,
    delivered: seen.size,
    duplicates,
    msgPerSec: Math.round(seen.size / seconds),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

function openClient(url: string, options: { path: string; cookie?: string; origin?: string }): Promise<Socket> {
  const socket = connect(url, {
    path: options.path,
    transports: ["websocket"],
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

async function benchApp(baseUrl: string): Promise<Figures> {
  const url = await freshDatabase(baseUrl, "chatbench");
  const database = await openDatabase({ databaseUrl: url, pgliteDir: "memory://", poolSize: 10 });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await insertSyntheticUsers(pool, { count: PAIRS * 2 });
  const { rows } = await pool.query<{ id: string }>("select id from users order by email");
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    LOG_LEVEL: "warn",
    PUBLIC_URL: "http://localhost:3000",
    APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
    DATA_DIR: path.join(os.tmpdir(), "devmatch-bench"),
    // With REDIS_URL, every broadcast is confirmed by Redis before the sender's answer, as in production.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const pairs = [];
  for (let index = 0; index < PAIRS; index++) {
    const [a, b] = [rows[index * 2]?.id ?? "", rows[index * 2 + 1]?.id ?? ""];
    const [userA, userB] = a < b ? [a, b] : [b, a];
    await pool.query("insert into matches (user_a, user_b) values ($1, $2)", [userA, userB]);
    const cookies = [];
    for (const id of [a, b]) {
      const token = createToken();
      await pool.query(
        "insert into sessions (user_id, token_hash, persistent, expires_at) values ($1, $2, false, now() + interval '1 day')",
        [id, sha256(token)],
      );
      cookies.push(`devmatch_session=${token}`);
    }
    const aSocket = await openClient(origin, {
      path: SOCKET_PATH,
      cookie: cookies[0],
      origin: config.publicOrigin,
    });
    const bSocket = await openClient(origin, {
      path: SOCKET_PATH,
      cookie: cookies[1],
      origin: config.publicOrigin,
    });
    const joinedA = await aSocket.timeout(10_000).emitWithAck("joinChat", { targetUserId: b });
    if (!joinedA?.ok) throw new Error(`join failed: ${JSON.stringify(joinedA)}`);
    const joinedB = await bSocket.timeout(10_000).emitWithAck("joinChat", { targetUserId: a });
    if (!joinedB?.ok) throw new Error(`join failed: ${JSON.stringify(joinedB)}`);
    pairs.push({ a: aSocket, b: bSocket, aTarget: b, bTarget: a });
  }
  console.log(`${PAIRS} pairs connected and joined; sending ${MESSAGES} messages…`);
  const figures = await exchange(pairs, "sendMessage", (targetUserId, text, clientId) => ({
    targetUserId,
    text,
    clientId,
  }));
  const stored = (await pool.query<{ n: number }>("select count(*)::int as n from messages")).rows[0]?.n ?? 0;
  for (const { a, b } of pairs) {
    a.close();
    b.close();
  }
  await app.close();
  await database.close();
  await pool.end();
  return { ...figures, stored };
}

async function benchBareRelay(): Promise<Figures> {
  const http = createServer();
  const io = new Server(http, { path: "/relay" });
  io.on("connection", (socket) => {
    socket.on(
      "relay",
      (payload: { target: string; clientId: string; text: string }, ack: (result: { ok: boolean }) => void) => {
        io.to(payload.target).emit("relayed", { clientId: payload.clientId, text: payload.text });
        ack({ ok: true });
      },
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const pairs = [];
  for (let index = 0; index < PAIRS; index++) {
    const a = await openClient(url, { path: "/relay" });
    const b = await openClient(url, { path: "/relay" });
    pairs.push({ a, b, aTarget: b.id ?? "", bTarget: a.id ?? "" });
  }
  const figures = await exchange(pairs, "relay", (target, text, clientId) => ({ target, text, clientId }));
  for (const { a, b } of pairs) {
    a.close();
    b.close();
  }
  io.close();
  return { ...figures, stored: 0 };
}

const baseUrl = await requireDatabase("bench:chat");
const chat = await benchApp(baseUrl);
console.log(
  `chat: ${chat.delivered}/${chat.sent} delivered, ${chat.stored} stored, ${chat.duplicates} duplicates, ${chat.msgPerSec} msg/s, p50 ${chat.p50} ms, p99 ${chat.p99} ms`,
);
const bare = await benchBareRelay();
console.log(
  `bare relay: ${bare.delivered}/${bare.sent} delivered, ${bare.msgPerSec} msg/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
);
console.log(`chat throughput / bare relay: ${((chat.msgPerSec / bare.msgPerSec) * 100).toFixed(0)}% (target ≥ 40%)`);
const lost = chat.sent - chat.delivered;
console.log(
  lost === 0 && chat.duplicates === 0 && chat.stored === chat.sent
    ? "every message stored and delivered once"
    : `PROBLEM: ${lost} lost, ${chat.duplicates} duplicated, ${chat.stored} stored`,
);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/chat.json",
  `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`, pairs: PAIRS, chat, bareRelay: bare }, null, 2)}\n`,
);
console.log("Wrote bench-results/chat.json");
process.exit(0);
