import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationActions, photos, reports, users } from "../../../db/schema.ts";
import { signIn } from "../../../test/factories.ts";
import { freshDatabase } from "../../../test/fresh-database.ts";
import { pngImage } from "../../../test/images.ts";
import { type ListeningTestApp, listeningTestApp } from "../../../test/sockets.ts";
import { moderatorEmail, report, reportedMember, signedInModerator } from "./helpers.ts";

const MODERATOR = moderatorEmail();
let t: ListeningTestApp;
let moderator: Awaited<ReturnType<typeof signedInModerator>>;
beforeAll(async () => {
  // Its own database: the queue and the figures count every report there is.
  const databaseUrl = process.env.DATABASE_URL;
  const own: Record<string, string> = databaseUrl
    ? { DATABASE_URL: await freshDatabase(databaseUrl, "moderation") }
    : {};
  t = await listeningTestApp({ MODERATOR_EMAILS: MODERATOR, ...own });
  moderator = await signedInModerator(t, MODERATOR);
});
afterAll(() => t.close());

async function photoOf(userId: string) {
  const [photo] = await t.db.insert(photos).values({ userId, position: 0, width: 40, height: 40 }).returning();
  if (!photo) throw new Error("no photo");
  await t.app.ctx.storage.put(`${photo.id}.webp`, await pngImage(40, 40));
  return photo.id;
}

describe("the moderation console", () => {
  it("is one more member's account for a moderator, with a console and a link to it", async () => {
    expect((await moderator.client.get("/api/me")).json().data.isModerator).toBe(true);
    expect((await moderator.client.get("/api/feed")).statusCode).toBe(200);
    expect((await moderator.client.get("/api/moderation/queue")).statusCode).toBe(200);
  });

  it("lists members with open reports, most serious first, then the longest waiting, with the evidence", async () => {
    const spammed = await reportedMember(t);
    const groomer = await reportedMember(t);
    const bully = await reportedMember(t);
    await report(spammed.reporters[0].client, spammed.member.user.id, "spam");
    await report(bully.reporters[0].client, bully.member.user.id, "harassment");
    await report(groomer.reporters[0].client, groomer.member.user.id, "underage");

    const queue = (await moderator.client.get("/api/moderation/queue")).json();
    const order = queue.data.map((item: { member: { id: string } }) => item.member.id);
    const at = (id: string) => order.indexOf(id);
    expect(at(groomer.member.user.id)).toBeGreaterThanOrEqual(0);
    expect(at(groomer.member.user.id)).toBeLessThan(at(bully.member.user.id));
    expect(at(bully.member.user.id)).toBeLessThan(at(spammed.member.user.id));
    expect(queue.figures.openReports).toBeGreaterThanOrEqual(3);

    const file = (await moderator.client.get(`/api/moderation/members/${bully.member.user.id}`)).json().data;
    expect(file.profile._id).toBe(bully.member.user.id);
    expect(file.reports[0]).toMatchObject({
      category: "harassment",
      reason: "They sent threats.",
      status: "open",
      reporter: { id: bully.reporters[0].user.id, firstName: "Alice", upheld: 0, decided: 0 },
    });
  });

  it("bans: signed out everywhere, gone from others' lists, chats closed, and sign-in says why with one appeal", async () => {
    const { member, reporters } = await reportedMember(t);
    const partner = reporters[0];
    await member.client.post(`/api/match/swipe/${partner.user.id}`, { action: "like" });
    await partner.client.post(`/api/match/swipe/${member.user.id}`, { action: "like" });
    await report(partner.client, member.user.id);
    const memberSocket = await t.connectAs(member.email);
    const closed = new Promise((resolve) => memberSocket.once("disconnect", resolve));

    const banned = await moderator.client.post(`/api/moderation/members/${member.user.id}/ban`, {
      reason: "Threats in chat",
    });
    expect(banned.statusCode).toBe(200);
    await closed;
    expect((await member.client.get("/api/me")).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { emailId: member.email, password: "Str0ng!Passw0rd", rememberMe: false },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: "ACCOUNT_BANNED", reason: "Threats in chat" });
    expect(again.json().appealToken).toEqual(expect.any(String));

    expect((await partner.client.get(`/api/user/${member.user.id}`)).statusCode).toBe(404);
    expect((await partner.client.get(`/api/chat/${member.user.id}`)).statusCode).toBe(404);
    const chats = (await partner.client.get("/api/user/connections")).json().data as { _id: string }[];
    expect(chats.map((chat) => chat._id)).not.toContain(member.user.id);
    const [closedReport] = await t.db.select().from(reports).where(eq(reports.reportedId, member.user.id));
    expect(closedReport?.status).toBe("actioned");
  });

  it("suspends for a number of days; the member is let back in once they are over", async () => {
    const { member } = await reportedMember(t);
    await moderator.client.post(`/api/moderation/members/${member.user.id}/suspend`, { days: 3, reason: "Spam" });
    const signInAs = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { emailId: member.email, password: "Str0ng!Passw0rd", rememberMe: false },
      });
    const refused = await signInAs();
    expect(refused.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED", reason: "Spam" });
    const until = new Date(refused.json().until).getTime();
    expect(until - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    await t.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.user.id));
    expect((await signInAs()).statusCode).toBe(200);
  });

  it("refuses a suspension without a reason, or longer than a ban would be", async () => {
    const { member } = await reportedMember(t);
    const url = `/api/moderation/members/${member.user.id}/suspend`;
    expect((await moderator.client.post(url, { days: 3 })).json().message).toMatch(/^reason/);
    expect((await moderator.client.post(url, { days: 4000, reason: "Spam" })).json().message).toMatch(/^days/);
  });

  it("warns, and removes a photo or the bio, telling the member what and why on their next visit", async () => {
    const { member, reporters } = await reportedMember(t);
    const photoId = await photoOf(member.user.id);
    const onProfile = (client = reporters[0].client) => client.get(`/api/photos/${photoId}.webp`);
    expect((await onProfile()).statusCode).toBe(200);

    const base = `/api/moderation/members/${member.user.id}`;
    expect((await moderator.client.post(`${base}/warn`, { reason: "Be kind in chat" })).statusCode).toBe(200);
    expect(
      (await moderator.client.post(`${base}/photos/${photoId}/remove`, { reason: "Not a photo of you" })).statusCode,
    ).toBe(200);
    expect((await moderator.client.post(`${base}/bio/remove`, { reason: "Contact details" })).statusCode).toBe(200);

    expect((await onProfile()).statusCode).toBe(404);
    expect((await onProfile(moderator.client)).statusCode).toBe(200);
    const notices = (await member.client.get("/api/account/moderation-notices")).json().data;
    expect(notices.map((notice: { kind: string; reason: string }) => [notice.kind, notice.reason])).toEqual([
      ["warning", "Be kind in chat"],
      ["photo_removed", "Not a photo of you"],
      ["bio_removed", "Contact details"],
    ]);
    await member.client.post("/api/account/moderation-notices/seen", {
      ids: notices.map((notice: { id: string }) => notice.id),
    });
    expect((await member.client.get("/api/account/moderation-notices")).json().data).toEqual([]);
    const file = (await moderator.client.get(`/api/moderation/members/${member.user.id}`)).json().data;
    expect(file.photos[0]).toMatchObject({ id: photoId, removedReason: "Not a photo of you" });
    expect(file.member.bio).toBeNull();
    expect(file.actions.map((action: { action: string }) => action.action)).toEqual([
      "remove_bio",
      "remove_photo",
      "warn",
    ]);
  });

  it("dismisses a report, and keeps every action in an audit log nothing can rewrite", async () => {
    const { member, reporters } = await reportedMember(t);
    await report(reporters[0].client, member.user.id, "spam");
    const [open] = await t.db.select().from(reports).where(eq(reports.reportedId, member.user.id));
    const dismissed = await moderator.client.post(`/api/moderation/reports/${open?.id}/dismiss`, {
      reason: "A joke between friends",
    });
    expect(dismissed.statusCode).toBe(200);
    const audit = (await moderator.client.get("/api/moderation/audit")).json().data;
    expect(audit[0]).toMatchObject({
      action: "dismiss",
      reason: "A joke between friends",
      moderator: { firstName: "Morgan" },
      member: { id: member.user.id },
    });
    await expect(t.db.update(moderationActions).set({ reason: "nothing happened" })).rejects.toThrow();
    await expect(t.db.delete(moderationActions)).rejects.toThrow();
    // A report can be made again once the first is closed.
    expect((await report(reporters[0].client, member.user.id, "spam")).statusCode).toBe(201);
  });

  it("hides a member reported by three members within a day, counting only accounts over a day old", async () => {
    const fresh = await reportedMember(t, { reporterAgeDays: 0 });
    for (const reporter of fresh.reporters) await report(reporter.client, fresh.member.user.id);
    const [notHidden] = await t.db.select().from(users).where(eq(users.id, fresh.member.user.id));
    expect(notHidden?.isHidden).toBe(false);

    const { member, reporters } = await reportedMember(t);
    for (const reporter of reporters) await report(reporter.client, member.user.id);
    const [hidden] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(hidden?.isHidden).toBe(true);
    const feed = (await reporters[0].client.get("/api/feed")).json().data as { _id: string }[];
    expect(feed.map((card) => card._id)).not.toContain(member.user.id);
    const queue = (await moderator.client.get("/api/moderation/queue")).json();
    expect(queue.data.find((item: { member: { id: string } }) => item.member.id === member.user.id)).toMatchObject({
      autoHidden: true,
      member: { standing: "hidden" },
    });
    expect(queue.figures.autoHides).toBeGreaterThanOrEqual(1);

    // A reporter banned later no longer counts: two reports left, so the member is back.
    await moderator.client.post(`/api/moderation/members/${reporters[2].user.id}/ban`, { reason: "Fake reports" });
    const [back] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(back?.isHidden).toBe(false);
  });

  it("keeps dismissed reports' evidence for the period the privacy policy names, then empties it", async () => {
    const { member, reporters } = await reportedMember(t);
    await report(reporters[0].client, member.user.id, "other");
    const [open] = await t.db.select().from(reports).where(eq(reports.reportedId, member.user.id));
    await moderator.client.post(`/api/moderation/reports/${open?.id}/dismiss`, { reason: "Nothing wrong" });
    await t.db
      .update(reports)
      .set({
        resolvedAt: sql`now() - interval '91 days'`,
        conversation: [{ senderId: "x", text: "y", createdAt: "z" }],
      })
      .where(eq(reports.id, open?.id ?? ""));
    const { purgeDismissedEvidence } = await import("../console/actions.ts");
    expect(await purgeDismissedEvidence(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [purged] = await t.db
      .select()
      .from(reports)
      .where(eq(reports.id, open?.id ?? ""));
    expect(purged?.conversation).toEqual([]);
  });

  it("answers an appeal by email, and lifts the ban when the answer says so", async () => {
    const { member } = await reportedMember(t);
    await moderator.client.post(`/api/moderation/members/${member.user.id}/ban`, { reason: "Spam" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { emailId: member.email, password: "Str0ng!Passw0rd", rememberMe: false },
    });
    const token = refused.json().appealToken as string;
    const text = "That was my brother using my phone, I am sorry.";
    expect((await t.app.inject({ method: "POST", url: "/api/appeals", payload: { token, text } })).statusCode).toBe(
      201,
    );
    expect((await t.app.inject({ method: "POST", url: "/api/appeals", payload: { token, text } })).statusCode).toBe(
      409,
    );
    const forged = `${token.split(".")[0]}.${"0".repeat(64)}`;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/appeals", payload: { token: forged, text } })).statusCode,
    ).toBe(400);

    const file = (await moderator.client.get(`/api/moderation/members/${member.user.id}`)).json().data;
    expect(file.appeals[0]).toMatchObject({ text, answer: null });
    const answered = await moderator.client.post(`/api/moderation/appeals/${file.appeals[0].id}/answer`, {
      answer: "We believe you. Welcome back.",
      lift: true,
    });
    expect(answered.statusCode).toBe(200);
    const mail = await t.mail.waitForMessage(member.email);
    expect(mail.raw).toContain("Your account is open again.");
    expect((await signIn(t, member.email)).response.statusCode).toBe(200);
  });
});
