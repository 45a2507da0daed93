import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { join, type ListeningTestApp, listeningTestApp, nextEvent, send } from "../../../test/sockets.ts";
import { startTcpProxy, waitUntil } from "../../../test/tcp-proxy.ts";

/** Redis reached through a hop the test can cut, as when Redis stops or the network to it fails. */
const redisUrl = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: ListeningTestApp;

beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const viaProxy = new URL(redisUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  t = await listeningTestApp({ REDIS_URL: viaProxy.toString(), RATE_LIMIT_LOGIN_PER_IP: "1000000" });
});
afterAll(async () => {
  await t.close();
  await proxy.close();
});

const health = async (url = "/api/health") => {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() };
};

describe("with Redis down", () => {
  it("keeps sign-in, feed, swipes, profile and chat working, reports degraded, and rejoins when Redis is back", async () => {
    const area = neighbourhood(t);
    const ada = await area.viewer({ firstName: "Ada" });
    const brian = await area.viewer({ firstName: "Brian" });
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });

    proxy.cut();
    await waitUntil(async () => (await health()).body.status === "degraded", 5_000, "degraded health");
    expect(await health()).toEqual({ status: 200, body: { status: "degraded", reason: "redis unavailable" } });
    const ready = await health("/api/health/ready");
    expect(ready).toMatchObject({ status: 503, body: { database: "up", redis: "down" } });

    const started = Date.now();
    const cookie = (await signIn(t, ada.email)).cookie;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await ada.client.get("/api/feed")).statusCode).toBe(200);
    expect((await ada.client.put("/api/profile/update", { bio: "Still shipping while Redis naps." })).statusCode).toBe(
      200,
    );
    expect((await ada.client.get("/api/me")).json().data.bio).toBe("Still shipping while Redis naps.");
    expect((await ada.client.post(`/api/match/swipe/${brian.user.id}`, { action: "like" })).statusCode).toBe(200);
    const matched = await brian.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" });
    expect(matched.json().data.matchId).toEqual(expect.any(String));

    const adaSocket = await t.openSocket(cookie);
    const brianSocket = await t.connectAs(brian.email);
    expect(await join(adaSocket, brian.user.id)).toMatchObject({ ok: true });
    const received = nextEvent(brianSocket, "messageReceived");
    const ack = await send(adaSocket, {
      targetUserId: brian.user.id,
      text: "Still here",
      clientId: `redis-down-${Date.now()}`,
    });
    expect(ack).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ text: "Still here" });

    proxy.restore();
    const rejoinedMs = await waitUntil(async () => (await health()).body.status === "ok", 10_000, "ok health");
    expect(rejoinedMs).toBeLessThan(10_000);
    expect(await health("/api/health/ready")).toMatchObject({ status: 200, body: { database: "up", redis: "up" } });
  });
});
