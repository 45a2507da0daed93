import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../../db/pairs.ts";
import { matches, messages, pushSubscriptions, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { freshDatabase } from "../../../test/fresh-database.ts";
import { as } from "../../../test/profile-factories.ts";
import { startPushService } from "../../../test/push-service.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { emailUnreadMessages, UNREAD_EMAIL_AFTER_MS } from "../message-sweep.ts";

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  // Its own database: the unread-message sweep reads every conversation, and other files add their own.
  const databaseUrl = process.env.DATABASE_URL;
  const ownDatabase: Record<string, string> = databaseUrl
    ? { DATABASE_URL: await freshDatabase(databaseUrl, "notices") }
    : {};
  t = await createTestApp({ PUSH_TEST_ENDPOINT_ORIGIN: push.origin, ...ownDatabase });
});
afterAll(async () => {
  await push.close();
  await t.close();
});

async function pair() {
  const area = neighbourhood(t);
  const signedIn = async (fields: object) => {
    const created = await area.member(fields);
    const { cookie } = await signIn(t, created.email);
    return { ...created, cookie, client: as(t, cookie) };
  };
  const linus = await signedIn({ firstName: "Linus" });
  const grace = await signedIn({ firstName: "Grace" });
  return { linus, grace };
}

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached");
};

describe("Web Push", () => {
  it("delivers a match and a message to the member's browser, never the message text", async () => {
    const { linus, grace } = await pair();
    const publicKey = (await grace.client.get("/api/push/key")).json().data.publicKey;
    const browser = await push.subscribe(publicKey);
    const subscribed = await grace.client.post("/api/push/subscribe", {
      endpoint: browser.endpoint,
      keys: browser.keys,
      expirationTime: null,
    });
    expect(subscribed.statusCode).toBe(201);

    await grace.client.post(`/api/match/swipe/${linus.user.id}`, { action: "like" });
    await linus.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    const afterMatch = await eventually(
      () => push.received(browser),
      (list) => list.length >= 1,
    );
    expect(JSON.parse(afterMatch[0] as string)).toMatchObject({
      body: "You matched with Linus",
      url: `/app/chat/${linus.user.id}`,
    });

    const { authorizeChat, sendMessage } = await import("../../chat/service.ts");
    await sendMessage(t.app.ctx, {
      chat: await authorizeChat(t.app.ctx, { userId: linus.user.id, targetUserId: grace.user.id }),
      sender: { id: linus.user.id, firstName: "Linus", lastName: linus.user.lastName },
      text: "a secret only grace may read",
      clientId: "c-1",
    });
    const afterMessage = await eventually(
      () => push.received(browser),
      (list) => list.length >= 2,
    );
    expect(JSON.parse(afterMessage[1] as string)).toMatchObject({ body: "Linus sent you a message" });
    expect(afterMessage.join()).not.toContain("secret");
  });

  it("rings a member whose app is closed by push when a match calls, and the push opens the chat", async () => {
    const { linus, grace } = await pair();
    const browser = await push.subscribe((await grace.client.get("/api/push/key")).json().data.publicKey);
    await grace.client.post("/api/push/subscribe", { endpoint: browser.endpoint, keys: browser.keys });
    await grace.client.post(`/api/match/swipe/${linus.user.id}`, { action: "like" });
    await linus.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    await eventually(
      () => push.received(browser),
      (list) => list.length >= 1,
    );
    await linus.client.put(`/api/chat/${grace.user.id}/calls`, { enabled: true });
    await grace.client.put(`/api/chat/${linus.user.id}/calls`, { enabled: true });

    const { authorizeChat } = await import("../../chat/service.ts");
    const { hangUpCall, startCall } = await import("../../calls/service.ts");
    const { callId } = await startCall(t.app.ctx, {
      chat: await authorizeChat(t.app.ctx, { userId: linus.user.id, targetUserId: grace.user.id }),
      caller: { id: linus.user.id, firstName: "Linus", lastName: linus.user.lastName },
      socketId: "linus-screen",
    });
    const received = await eventually(
      () => push.received(browser),
      (list) => list.length >= 2,
    );
    expect(JSON.parse(received[1] as string)).toMatchObject({
      body: "Linus is calling you (video call)",
      url: `/app/chat/${linus.user.id}`,
      tag: `call-${linus.user.id}`,
    });
    await hangUpCall(t.app.ctx, { userId: linus.user.id, callId });
  });

  it("registers a subscription only for the signed-in member and drops it when the service says it is gone", async () => {
    const { linus, grace } = await pair();
    const browser = await push.subscribe((await grace.client.get("/api/push/key")).json().data.publicKey);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/push/subscribe",
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(anonymous.statusCode).toBe(401);
    const forSomeoneElse = await grace.client.post("/api/push/subscribe", {
      endpoint: browser.endpoint,
      keys: browser.keys,
      userId: linus.user.id,
    });
    expect(forSomeoneElse.statusCode).toBe(400);
    await grace.client.post("/api/push/subscribe", { endpoint: browser.endpoint, keys: browser.keys });
    // Linus cannot remove Grace's subscription.
    await t.app.inject({
      method: "DELETE",
      url: "/api/push/subscribe",
      headers: { cookie: linus.cookie },
      payload: { endpoint: browser.endpoint },
    });
    const rows = () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(await rows()).toEqual([expect.objectContaining({ userId: grace.user.id })]);

    await push.expire(browser);
    await grace.client.post(`/api/match/swipe/${linus.user.id}`, { action: "like" });
    await linus.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    await eventually(rows, (list) => list.length === 0);
  });
});

describe("names in notices", () => {
  it("pass member-chosen names through the email sanitiser, in subjects, greetings and pushes", async () => {
    const area = neighbourhood(t);
    const signedIn = async (fields: object) => {
      const created = await area.member(fields);
      const { cookie } = await signIn(t, created.email);
      return { ...created, cookie, client: as(t, cookie) };
    };
    const phisher = await signedIn({ firstName: "DevMatch Security: verify at evil.example" });
    const grace = await signedIn({ firstName: "Grace <a href=https://evil.example>" });
    const linus = await signedIn({ firstName: "Linus" });
    const browser = await push.subscribe((await linus.client.get("/api/push/key")).json().data.publicKey);
    await linus.client.post("/api/push/subscribe", { endpoint: browser.endpoint, keys: browser.keys });

    // Each like back makes a match, announced to the member who liked first: Grace by email, Linus by push.
    for (const member of [grace, linus]) {
      await member.client.post(`/api/match/swipe/${phisher.user.id}`, { action: "like" });
      await phisher.client.post(`/api/match/swipe/${member.user.id}`, { action: "like" });
    }
    const mail = await t.mail.waitForMessage(grace.email);
    const subject = mail.raw.match(/^Subject: (.*)$/m)?.[1] ?? "";
    expect(subject).toBe("You matched with DevMatch Security verify at ev");
    expect(mail.raw).not.toContain("evil.example");
    expect(mail.raw).not.toContain("Security:");
    expect(mail.raw).toContain("Hi Grace a hrefhttpsevilexample,");

    const pushed = await eventually(
      () => push.received(browser),
      (list) => list.length >= 1,
    );
    expect(JSON.parse(pushed[0] as string).body).toBe("You matched with DevMatch Security verify at ev");
  });
});

describe("email instead of push", () => {
  it("emails a new match at most once an hour, with an unsubscribe that needs no sign-in", async () => {
    const { linus, grace } = await pair();
    await grace.client.post(`/api/match/swipe/${linus.user.id}`, { action: "like" });
    await linus.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" });
    const mail = await t.mail.waitForMessage(grace.email);
    expect(mail.raw).toContain("You matched with Linus");
    // The one-click link, from the List-Unsubscribe header (headers are folded, never encoded).
    const link = mail.raw.match(/^List-Unsubscribe:\s*<([^>]+)>/m)?.[1]?.replace(/\s+/g, "");
    expect(link).toContain("/api/notifications/unsubscribe?u=");

    const [row] = await t.db.select().from(users).where(eq(users.id, grace.user.id));
    expect(row?.lastNoticeEmailAt).not.toBeNull();
    const forged = await t.app.inject({ method: "GET", url: `/api/notifications/unsubscribe?u=${grace.user.id}&s=00` });
    expect(forged.statusCode).toBe(404);
    const url = new URL(link as string);
    const unsubscribed = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await grace.client.get("/api/account/notifications")).json().data.email).toBe(false);
  });

  it("emails the first unread message of a conversation after 15 minutes, once, without its text", async () => {
    const { linus, grace } = await pair();
    const [match] = await t.db.insert(matches).values(orderedPair(linus.user.id, grace.user.id)).returning();
    if (!match) throw new Error("no match");
    const sentAt = new Date(Date.now() - 5 * 60_000);
    await t.db.insert(messages).values({
      matchId: match.id,
      senderId: linus.user.id,
      clientId: "early",
      text: "the words stay in the app",
      createdAt: sentAt,
    });
    expect(await emailUnreadMessages(t.app.ctx)).toBe(0);

    const later = new Date(sentAt.getTime() + UNREAD_EMAIL_AFTER_MS + 1000);
    expect(await emailUnreadMessages(t.app.ctx, { now: later })).toBe(1);
    const mail = await t.mail.waitForMessage(grace.email);
    expect(mail.raw).toContain("Linus sent you a message");
    expect(mail.raw).not.toContain("the words stay in the app");

    // Another message within the hour brings no second email.
    await t.db
      .insert(messages)
      .values({ matchId: match.id, senderId: linus.user.id, clientId: "next", text: "again", createdAt: sentAt });
    await emailUnreadMessages(t.app.ctx, { now: later });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messagesTo(grace.email)).toHaveLength(1);
  });
});
