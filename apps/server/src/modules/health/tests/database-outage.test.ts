import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/client.ts";
import { messages } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { join, type ListeningTestApp, listeningTestApp, send } from "../../../test/sockets.ts";
import { startTcpProxy, waitUntil } from "../../../test/tcp-proxy.ts";
import { TEST_ORIGIN } from "../../../test/test-app.ts";

/**
 * PostgreSQL reached through a hop the test cuts and restores: every open connection drops and new ones are
 * refused, as while the database restarts.
 */
const databaseUrl = process.env.DATABASE_URL;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let viaProxyUrl = "";
let t: ListeningTestApp;

beforeAll(async () => {
  if (!databaseUrl) return;
  const direct = new URL(databaseUrl);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxyUrl = viaProxy.toString();
  t = await listeningTestApp({ DATABASE_URL: viaProxyUrl });
});
afterAll(async () => {
  if (!databaseUrl) return;
  await t.close();
  await proxy.close();
});

// PGlite runs inside the process and cannot go away; the outage is a PostgreSQL server's.
describe.runIf(databaseUrl)("while PostgreSQL is away", () => {
  it("answers 503 fast, keeps sockets open, stores nothing twice, and recovers without a restart", async () => {
    const area = neighbourhood(t);
    const ada = await area.viewer({ firstName: "Ada" });
    const brian = await area.viewer({ firstName: "Brian" });
    await ada.client.post(`/api/match/swipe/${brian.user.id}`, { action: "like" });
    await brian.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" });
    const socket = await t.connectAs(ada.email);
    expect(await join(socket, brian.user.id)).toMatchObject({ ok: true });

    proxy.cut();
    const started = Date.now();
    const refused = await ada.client.get("/api/me");
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({
      code: "DATABASE_UNAVAILABLE",
      message: "We can't reach our database right now. Please try again in a few seconds.",
    });
    expect((await ada.client.get("/api/feed")).statusCode).toBe(503);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ status: "unavailable", reason: "database unavailable" });
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(503);

    const clientId = `db-down-${Date.now()}`;
    const notStored = await send(socket, { targetUserId: brian.user.id, text: "Are you there?", clientId });
    expect(notStored).toMatchObject({ ok: false, code: "DATABASE_UNAVAILABLE" });
    expect(socket.connected).toBe(true);

    proxy.restore();
    const recoveredMs = await waitUntil(
      async () => (await ada.client.get("/api/me")).statusCode === 200,
      10_000,
      "recovery",
    );
    expect(recoveredMs).toBeLessThan(5_000);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok" });

    // The client retries with the same id: stored once, however many tries reach the server.
    const [first, second] = await Promise.all([
      send(socket, { targetUserId: brian.user.id, text: "Are you there?", clientId }),
      send(socket, { targetUserId: brian.user.id, text: "Are you there?", clientId }),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true, message: { _id: first.message._id } });
    const stored = await t.db.select().from(messages).where(eq(messages.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it("refuses a socket handshake with DATABASE_UNAVAILABLE, never the driver's message", async () => {
    const ada = await neighbourhood(t).member({ firstName: "Ada" });
    const { cookie } = await signIn(t, ada.email);
    proxy.cut();
    try {
      const refusal = await new Promise<string>((resolve) => {
        const socket = t.socketClient({ cookie, origin: TEST_ORIGIN });
        socket.on("connect", () => resolve("connected"));
        socket.on("connect_error", (error) => resolve(error.message));
      });
      expect(refusal).toBe("DATABASE_UNAVAILABLE");
    } finally {
      proxy.restore();
    }
  });

  it("survives the database going away under a connection in use, between two queries of a transaction", async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: viaProxyUrl,
      pgliteDir: "memory://",
      poolSize: 1,
      onConnectionLost: (error) => lost.push(error),
    });
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost.length).toBeGreaterThan(0);
      proxy.restore();
      await waitUntil(async () => Boolean(await database.db.execute(sql`select 1`)), 5_000, "a new connection");
    } finally {
      proxy.restore();
      await database.close();
    }
  });
});
