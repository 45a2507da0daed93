import { MESSAGES } from "@devmatch/shared";
import { eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../../db/pairs.ts";
import {
  blocks,
  boosts,
  emailCodes,
  exportTokens,
  matches,
  messageReactions,
  messages,
  notifications,
  photos,
  pushSubscriptions,
  reports,
  retainedConversations,
  sessions,
  swipes,
  users,
} from "../../../db/schema.ts";
import { webmRecording } from "../../../test/audio.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { STRONG_PASSWORD, signIn } from "../../../test/factories.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { as } from "../../../test/profile-factories.ts";
import { type ListeningTestApp, listeningTestApp, nextEvent } from "../../../test/sockets.ts";
import { purgeRetainedConversations } from "../retention.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A member with everything a member can have: photos, swipes both ways, a match with messages, a report, a block… */
async function busyMember() {
  const area = neighbourhood(t);
  const signedIn = async (created: Awaited<ReturnType<typeof area.member>>) => {
    const { cookie } = await signIn(t, created.email);
    return { ...created, cookie, client: as(t, cookie) };
  };
  const member = await signedIn(await area.member({ firstName: `Gone${Math.random().toString(36).slice(2, 8)}` }));
  const partner = await signedIn(await area.member());
  const [reported, reporter, blocked, liker] = await Promise.all([
    area.member(),
    area.member(),
    area.member(),
    area.member(),
  ]);
  expect((await member.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps())).statusCode).toBe(201);
  const voice = await member.client.upload(
    "/api/profile/voice-prompt",
    "audio",
    webmRecording({ seconds: 5 }),
    "blob",
    "audio/webm",
  );
  expect(voice.statusCode).toBe(201);
  const voiceKey = `voice-${voice.json().data.voicePrompt.url.split("/").pop()}.webm`;
  const [match] = await t.db.insert(matches).values(orderedPair(member.user.id, partner.user.id)).returning();
  if (!match) throw new Error("no match");
  const [first] = await t.db
    .insert(messages)
    .values({ matchId: match.id, senderId: member.user.id, clientId: "m1", text: "hello from the member" })
    .returning();
  if (!first) throw new Error("no message");
  await t.db
    .insert(messages)
    .values({ matchId: match.id, senderId: partner.user.id, clientId: "p1", text: "hello back", replyTo: first.id });
  await t.db.insert(messageReactions).values({ messageId: first.id, userId: partner.user.id, emoji: "👍" });
  await t.db.insert(swipes).values([
    { swiperId: member.user.id, targetId: partner.user.id, action: "like" },
    { swiperId: partner.user.id, targetId: member.user.id, action: "like" },
    { swiperId: liker.user.id, targetId: member.user.id, action: "superlike" },
  ]);
  await t.db.insert(notifications).values([
    { userId: member.user.id, type: "match", actorId: partner.user.id, matchId: match.id },
    { userId: partner.user.id, type: "message", actorId: member.user.id, matchId: match.id },
  ]);
  await t.db.insert(reports).values([
    { reporterId: member.user.id, reportedId: reported.user.id, reason: "spam" },
    { reporterId: reporter.user.id, reportedId: member.user.id, reason: "rude" },
  ]);
  await t.db.insert(blocks).values({ blockerId: member.user.id, blockedId: blocked.user.id });
  await t.db.insert(boosts).values({ userId: member.user.id, endsAt: new Date(Date.now() + 60_000) });
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.user.id)).limit(1);
  if (!session) throw new Error("no session");
  await t.db.insert(pushSubscriptions).values({
    userId: member.user.id,
    sessionId: session.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${member.user.id}`,
    p256dh: "k",
    auth: "a",
  });
  expect((await member.client.post("/api/account/export")).statusCode).toBe(200);
  const photoRows = await t.db.select().from(photos).where(eq(photos.userId, member.user.id));
  return { member, partner, match, reporter, voiceKey, photoIds: photoRows.map((row) => row.id) };
}

/** Every row anywhere that still points at the member. */
async function rowsOf(userId: string, email: string) {
  const counts = await Promise.all([
    t.db
      .select()
      .from(users)
      .where(or(eq(users.id, userId), eq(users.email, email))),
    t.db.select().from(sessions).where(eq(sessions.userId, userId)),
    t.db.select().from(photos).where(eq(photos.userId, userId)),
    t.db
      .select()
      .from(swipes)
      .where(or(eq(swipes.swiperId, userId), eq(swipes.targetId, userId))),
    t.db
      .select()
      .from(matches)
      .where(or(eq(matches.userA, userId), eq(matches.userB, userId))),
    t.db.select().from(messages).where(eq(messages.senderId, userId)),
    t.db
      .select()
      .from(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId))),
    t.db.select().from(boosts).where(eq(boosts.userId, userId)),
    t.db
      .select()
      .from(blocks)
      .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId))),
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    t.db.select().from(exportTokens).where(eq(exportTokens.userId, userId)),
    t.db.select().from(emailCodes).where(eq(emailCodes.email, email)),
    t.db.select().from(reports).where(eq(reports.reporterId, userId)),
  ]);
  return counts.map((rows) => rows.length);
}

const fileExists = async (photoIdOrKey: string) => {
  const key = photoIdOrKey.includes(".") ? photoIdOrKey : `${photoIdOrKey}.webp`;
  const stream = await t.app.ctx.storage.read(key);
  stream?.destroy();
  return stream !== null;
};

describe("DELETE /api/account", () => {
  it("removes the member everywhere in one go, closes the partner's chat and frees the email", async () => {
    const { member, partner, match, reporter, photoIds, voiceKey } = await busyMember();
    expect(photoIds).toHaveLength(1);
    expect(await fileExists(photoIds[0] as string)).toBe(true);
    expect(await fileExists(voiceKey)).toBe(true);
    const memberCookie = member.cookie;
    const memberSocket = await t.openSocket(memberCookie);
    const partnerSocket = await t.openSocket(partner.cookie);
    const closed = nextEvent(partnerSocket, "chatClosed", (payload) => payload.userId === member.user.id);
    const disconnected = new Promise((resolve) => memberSocket.once("disconnect", resolve));

    const wrong = await member.client.delete("/api/account");
    expect(wrong.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: memberCookie },
      payload: { password: "not-it" },
    });
    expect(refused.statusCode).toBe(401);
    // Plain words, without the field's name in front of them.
    expect(refused.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: MESSAGES.account.wrongPassword });
    expect((await rowsOf(member.user.id, member.email))[0]).toBe(1);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: memberCookie },
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await closed).toEqual({ userId: member.user.id });
    await disconnected;

    expect(await rowsOf(member.user.id, member.email)).toEqual(Array(13).fill(0));
    expect(await t.db.select().from(messages).where(eq(messages.matchId, match.id))).toHaveLength(0);
    // Their report stays without them; the report about them stays for review.
    const kept = await t.db
      .select()
      .from(reports)
      .where(sql`${reports.reason} = 'spam' and ${reports.reporterId} is null`);
    expect(kept.length).toBeGreaterThan(0);
    const aboutThem = await t.db.select().from(reports).where(eq(reports.reportedId, member.user.id));
    expect(aboutThem).toEqual([expect.objectContaining({ reporterId: reporter.user.id, reason: "rude" })]);
    expect(await fileExists(photoIds[0] as string)).toBe(false);
    expect(await fileExists(voiceKey)).toBe(false);
    expect((await member.client.get("/api/me")).statusCode).toBe(401);

    // Nothing of them is reachable from the partner's side, with any of the old ids.
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const oldIds: Record<string, string> = {
      targetUserId: member.user.id,
      userId: member.user.id,
      photoId: photoIds[0] as string,
      file: `${photoIds[0]}.webp`,
      requestId: member.user.id,
      status: "accepted",
      stepIndex: "0",
      token: "x",
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (method !== "get" && !path.includes("{")) continue;
        if (path.startsWith("/api/account") || path.startsWith("/api/onboarding")) continue;
        const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => oldIds[name] ?? member.user.id);
        const response = await t.app.inject({
          method: method.toUpperCase() as "GET",
          url: concrete,
          headers: { cookie: partner.cookie },
          ...(method === "get" ? {} : { payload: { action: "like", reason: "spam" } }),
        });
        const where = `${method} ${concrete}`;
        expect(response.body, where).not.toContain(member.user.firstName);
        expect(response.body, where).not.toContain(member.email);
        if (path.includes("{")) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        else expect(response.body, where).not.toContain(member.user.id);
      }
    }

    const again = await t.app.inject({
      method: "POST",
      url: "/api/signup",
      payload: { firstName: "Back", lastName: "Again", emailId: member.email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
  });

  it("leaves the account whole when any part of the deletion fails", async () => {
    const { member, match, photoIds } = await busyMember();
    const before = await rowsOf(member.user.id, member.email);
    // The database refuses to delete this member's messages, as a failure part-way through would.
    await t.db.execute(
      sql.raw(`create or replace function refuse_message_delete() returns trigger language plpgsql as $$
      begin if old.match_id = '${match.id}' then raise exception 'refused'; end if; return old; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_message_delete_${match.id.slice(0, 8)} before delete on messages
      for each row execute function refuse_message_delete()`),
    );
    try {
      const response = await member.client.delete("/api/account");
      expect(response.statusCode).toBe(400);
      const failed = await t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie: member.cookie },
        payload: { password: STRONG_PASSWORD },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_message_delete_${match.id.slice(0, 8)} on messages`));
    }
    expect(await rowsOf(member.user.id, member.email)).toEqual(before);
    expect(await fileExists(photoIds[0] as string)).toBe(true);
    expect((await member.client.get("/api/me")).statusCode).toBe(200);
  });

  it("keeps the partner's conversation, anonymised, for 90 days, so the partner can still report it", async () => {
    const { member, partner } = await busyMember();
    const bystander = await neighbourhood(t).viewer();
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: member.cookie },
      payload: { password: STRONG_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);

    const listed = await partner.client.get("/api/user/former-conversations");
    expect(listed.statusCode).toBe(200);
    for (const trace of [member.user.id, member.email, member.user.firstName]) expect(listed.body).not.toContain(trace);
    const [kept, ...others] = listed.json().data;
    expect(others).toHaveLength(0);
    expect(kept.messages).toEqual([
      { fromMe: false, text: "hello from the member", createdAt: expect.any(String) },
      { fromMe: true, text: "hello back", createdAt: expect.any(String) },
    ]);
    const days = (new Date(kept.keptUntil).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await bystander.client.get("/api/user/former-conversations")).json().data).toEqual([]);

    // Only the partner can report by the id that stands for the departed member.
    const report = { category: "harassment", reason: "Threats before leaving" };
    expect((await bystander.client.post(`/api/user/report/${kept._id}`, report)).statusCode).toBe(404);
    expect((await partner.client.post(`/api/user/report/${kept._id}`, report)).statusCode).toBe(201);
    const [filed] = await t.db.select().from(reports).where(eq(reports.reportedId, kept._id));
    expect(filed).toMatchObject({ reporterId: partner.user.id, category: "harassment" });
    expect(filed?.conversation.map((message) => message.text)).toEqual(["hello from the member", "hello back"]);
    // Replies and reactions are kept with it, the departed member named only by the stand-in id.
    expect(filed?.conversation.map(({ quote, reactions }) => ({ quote, reactions }))).toEqual([
      { quote: null, reactions: [{ userId: partner.user.id, emoji: "👍" }] },
      { quote: "hello from the member", reactions: [] },
    ]);
    expect(JSON.stringify(filed)).not.toContain(member.user.id);

    // The sweep drops it once the retention period is over.
    await t.db
      .update(retainedConversations)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(retainedConversations.partnerId, partner.user.id));
    expect(await purgeRetainedConversations(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await partner.client.get("/api/user/former-conversations")).json().data).toEqual([]);
    expect(
      await t.db.select().from(retainedConversations).where(eq(retainedConversations.partnerId, partner.user.id)),
    ).toEqual([]);
  });

  it("takes a fresh emailed code instead of a password", async () => {
    const { member } = await busyMember();
    expect((await member.client.post("/api/account/delete-code")).statusCode).toBe(200);
    const code = await t.mail.waitForCode(member.email);
    const cookie = member.cookie;
    const send = (payload: object) =>
      t.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie }, payload });
    expect((await send({ otp: code === "000000" ? "111111" : "000000" })).statusCode).toBe(400);
    expect((await send({ otp: code })).statusCode).toBe(200);
    expect((await rowsOf(member.user.id, member.email))[0]).toBe(0);
  });
});
