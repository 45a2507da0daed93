import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { API_CLIENT_HEADER, PUSH_DEVICES_MAX } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../../db/schema.ts";
import { createUser, STRONG_PASSWORD, signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { pushToMember } from "../service.ts";

/**
 * A push service that takes the notice, then never stops answering: the app must stop reading. It counts what
 * it managed to write before the app hung up.
 */
async function endlessPushService() {
  const state = { written: 0, requests: 0 };
  const server = createServer((request, response) => {
    state.requests += 1;
    request.resume();
    response.writeHead(201, { "content-type": "text/plain" });
    const chunk = Buffer.alloc(64 * 1024, "x");
    const timer = setInterval(() => {
      if (response.destroyed) return clearInterval(timer);
      response.write(chunk);
      state.written += chunk.length;
    }, 5);
    response.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let service: Awaited<ReturnType<typeof endlessPushService>>;
let t: TestApp;
beforeAll(async () => {
  service = await endlessPushService();
  t = await createTestApp({ PUSH_TEST_ENDPOINT_ORIGIN: service.origin });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** Keys as a browser's `PushSubscription.toJSON()` gives them. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("base64url")}`;

async function member() {
  const { email, user } = await createUser(t);
  const { cookie } = await signIn(t, email);
  return { email, user, cookie, client: as(t, cookie) };
}
type Member = Awaited<ReturnType<typeof member>>;
const subscribe = (who: Member, endpoint: string) =>
  who.client.post("/api/push/subscribe", { endpoint, keys: browserKeys(), expirationTime: null });
const rowsOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("POST /api/push/subscribe", () => {
  it.each([
    ["loopback", "https://127.0.0.1/push/1"],
    ["loopback by name", "https://localhost/push/1"],
    ["IPv6 loopback", "https://[::1]/push/1"],
    ["a private network", "https://10.0.0.5/push/1"],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest/meta-data"],
    ["an unknown host", "https://push.example/subscription/1"],
    ["a look-alike host", "https://fcm.googleapis.com.evil.example/fcm/send/1"],
    ["plain http", "http://fcm.googleapis.com/fcm/send/1"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/1"],
    ["credentials in the address", "https://user:pass@fcm.googleapis.com/fcm/send/1"],
  ])("refuses %s with a 400 naming the endpoint", async (_name, endpoint) => {
    const ada = await member();
    const response = await subscribe(ada, endpoint);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(/^endpoint: /) });
    expect(await rowsOf(ada.user.id)).toHaveLength(0);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://android.googleapis.com/gcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/QGuQyavXutnMp",
    "https://wns2-by3p.notify.windows.com/w/?token=abc",
  ])("takes the push service at %s", async (endpoint) => {
    const ada = await member();
    const unique = `${endpoint}${endpoint.includes("?") ? "&" : "?"}n=${randomBytes(4).toString("hex")}`;
    expect((await subscribe(ada, unique)).statusCode).toBe(201);
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices a member: the eleventh replaces the first`, async () => {
    const ada = await member();
    const endpoints = Array.from({ length: PUSH_DEVICES_MAX + 1 }, fcm);
    for (const endpoint of endpoints) expect((await subscribe(ada, endpoint)).statusCode).toBe(201);
    const kept = (await rowsOf(ada.user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(PUSH_DEVICES_MAX);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints[PUSH_DEVICES_MAX]);
  });

  it("limits how often a member registers", async () => {
    const ada = await member();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await subscribe(ada, fcm())).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("a device belongs to the session that subscribed it", () => {
  it("stops with sign-out", async () => {
    const ada = await member();
    expect((await subscribe(ada, fcm())).statusCode).toBe(201);
    expect((await ada.client.post("/api/logout")).statusCode).toBe(200);
    expect(await rowsOf(ada.user.id)).toHaveLength(0);
  });

  it("stops with a password reset, a password change elsewhere, and signing out everywhere", async () => {
    const ada = await member();
    expect((await subscribe(ada, fcm())).statusCode).toBe(201);
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { emailId: ada.email } });
    const newPassword = "N3w!Passw0rdX";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { emailId: ada.email, otp: await t.mail.waitForCode(ada.email), newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(await rowsOf(ada.user.id)).toHaveLength(0);

    const phone = as(t, (await signIn(t, ada.email, newPassword)).cookie);
    const laptop = as(t, (await signIn(t, ada.email, newPassword)).cookie);
    await phone.post("/api/push/subscribe", { endpoint: fcm(), keys: browserKeys() });
    const laptopEndpoint = fcm();
    await laptop.post("/api/push/subscribe", { endpoint: laptopEndpoint, keys: browserKeys() });
    const changed = await laptop.post("/api/account/password", {
      currentPassword: newPassword,
      newPassword: STRONG_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await rowsOf(ada.user.id)).map((row) => row.endpoint)).toEqual([laptopEndpoint]);

    expect((await laptop.post("/api/account/sign-out-everywhere")).statusCode).toBe(200);
    expect(await rowsOf(ada.user.id)).toHaveLength(0);
    expect((await laptop.get("/api/me")).statusCode).toBe(401);
  });
});

describe("the devices Settings lists", () => {
  it("names each device and when it was added, and removes only the member's own", async () => {
    const ada = await member();
    const ben = await member();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/push/subscribe",
      headers: {
        cookie: ada.cookie,
        [API_CLIENT_HEADER]: "web",
        "user-agent":
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      },
      payload: { endpoint: fcm(), keys: browserKeys() },
    });
    expect(response.statusCode).toBe(201);
    const listed = (await ada.client.get("/api/push/subscriptions")).json().data;
    expect(listed).toEqual([{ _id: expect.any(String), label: "Chrome on Android", addedAt: expect.any(String) }]);
    expect((await ben.client.get("/api/push/subscriptions")).json().data).toEqual([]);

    const device = listed[0]._id as string;
    expect((await ben.client.delete(`/api/push/subscriptions/${device}`)).statusCode).toBe(404);
    expect(await rowsOf(ada.user.id)).toHaveLength(1);
    expect((await ada.client.delete(`/api/push/subscriptions/${device}`)).statusCode).toBe(200);
    expect(await rowsOf(ada.user.id)).toHaveLength(0);
    expect((await ada.client.delete("/api/push/subscriptions/not-an-id")).statusCode).toBe(400);
  });
});

describe("sending", () => {
  it("stops reading a push service's answer after a few kilobytes", async () => {
    const ada = await member();
    expect((await subscribe(ada, `${service.origin}/push/${randomBytes(6).toString("hex")}`)).statusCode).toBe(201);
    const started = Date.now();
    const sent = await pushToMember(t.app.ctx, {
      userId: ada.user.id,
      payload: { title: "DevMatch", body: "You matched with Grace", url: "/app/feed", tag: "t" },
    });
    expect(sent).toEqual({ subscriptions: 1, delivered: 1 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(service.state.requests).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const writtenAfterHangUp = service.state.written;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(service.state.written).toBe(writtenAfterHangUp);
  });
});
