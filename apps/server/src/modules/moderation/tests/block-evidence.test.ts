import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, matches, messages, reports } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { join, type ListeningTestApp, listeningTestApp, nextEvent, send } from "../../../test/sockets.ts";

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(async () => {
  await t.close();
});

async function chattingPair() {
  const area = neighbourhood(t);
  const abuser = await area.viewer({ firstName: "Mallory" });
  const victim = await area.viewer({ firstName: "Alice" });
  await abuser.client.post(`/api/match/swipe/${victim.user.id}`, { action: "like" });
  await victim.client.post(`/api/match/swipe/${abuser.user.id}`, { action: "like" });
  const socket = await t.connectAs(abuser.email);
  expect(await join(socket, victim.user.id)).toMatchObject({ ok: true });
  // The threat is sent anyway past "Are you sure?": what is kept is what was sent.
  for (const [index, text] of ["You'll regret this", "I know where you work"].entries())
    await send(socket, {
      targetUserId: victim.user.id,
      text,
      clientId: `abuse-${abuser.user.id.slice(0, 8)}-${index}`,
      confirmed: true,
    });
  return { abuser, victim, socket };
}

describe("blocking keeps the evidence", () => {
  it("ends and hides the conversation for both, but keeps its messages for moderation", async () => {
    const { abuser, victim, socket } = await chattingPair();
    expect((await abuser.client.post(`/api/user/block/${victim.user.id}`)).statusCode).toBe(200);

    for (const [member, other] of [
      [abuser, victim],
      [victim, abuser],
    ] as const) {
      expect((await member.client.get(`/api/chat/${other.user.id}`)).statusCode).toBe(404);
      const connections = (await member.client.get("/api/user/connections")).json().data;
      expect(JSON.stringify(connections)).not.toContain(other.user.id);
    }
    expect((await victim.client.get("/api/notifications/unread")).json().data.messagesByUser).toEqual({});
    expect(
      await send(socket, { targetUserId: victim.user.id, text: "still here", clientId: "after-block-1" }),
    ).toMatchObject({
      ok: false,
    });

    const [match] = await t.db.select().from(matches).where(eq(matches.endedBy, abuser.user.id));
    expect(match?.endedAt).toBeInstanceOf(Date);
    const kept = await t.db
      .select()
      .from(messages)
      .where(eq(messages.matchId, match?.id ?? ""));
    expect(kept.map((message) => message.text).sort()).toEqual(["I know where you work", "You'll regret this"]);
  });

  it("attaches the conversation as it was to a report, even after the reported member blocked", async () => {
    const { abuser, victim } = await chattingPair();
    await abuser.client.post(`/api/user/block/${victim.user.id}`);
    const reported = await victim.client.post(`/api/user/report/${abuser.user.id}`, { reason: "Threats" });
    expect(reported.statusCode).toBe(201);
    const [report] = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, victim.user.id), eq(reports.reportedId, abuser.user.id)));
    expect(report?.conversation.map((message) => [message.senderId, message.text])).toEqual([
      [abuser.user.id, "You'll regret this"],
      [abuser.user.id, "I know where you work"],
    ]);
  });
});

describe("report and also block", () => {
  it("reports and blocks in one step: the reported partner's chat closes live and the pair no longer see each other", async () => {
    const { abuser, victim, socket } = await chattingPair();
    const closed = nextEvent(socket, "chatClosed", (event) => event.userId === victim.user.id);
    const reported = await victim.client.post(`/api/user/report/${abuser.user.id}`, {
      category: "harassment",
      reason: "Threats",
      alsoBlock: true,
    });
    expect(reported.statusCode).toBe(201);
    expect(reported.json().message).toContain("Reported and blocked");
    await closed;
    const [block] = await t.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.blockerId, victim.user.id), eq(blocks.blockedId, abuser.user.id)));
    expect(block).toBeDefined();
    for (const [member, other] of [
      [abuser, victim],
      [victim, abuser],
    ] as const) {
      expect((await member.client.get(`/api/chat/${other.user.id}`)).statusCode).toBe(404);
    }
    const [report] = await t.db.select().from(reports).where(eq(reports.reporterId, victim.user.id));
    expect(report?.conversation).toHaveLength(2);
  });

  it("reports without blocking unless asked, and names a wrong alsoBlock", async () => {
    const { abuser, victim } = await chattingPair();
    expect((await victim.client.post(`/api/user/report/${abuser.user.id}`, { reason: "Spam" })).statusCode).toBe(201);
    expect((await victim.client.get(`/api/chat/${abuser.user.id}`)).statusCode).toBe(200);
    const wrong = await victim.client.post(`/api/user/report/${abuser.user.id}`, { reason: "Spam", alsoBlock: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("alsoBlock must be true or false");
  });
});

describe("reports", () => {
  it("keep one report per reporter and member, brought up to date when filed again", async () => {
    const { abuser, victim } = await chattingPair();
    await victim.client.post(`/api/user/report/${abuser.user.id}`, { reason: "Spam" });
    const again = await victim.client.post(`/api/user/report/${abuser.user.id}`, { reason: "Spam and threats" });
    expect(again.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, victim.user.id), eq(reports.reportedId, abuser.user.id)));
    expect(rows.map((row) => row.reason)).toEqual(["Spam and threats"]);
  });

  it("file the category chosen, refuse one that is not offered, and file a bare reason under other", async () => {
    const { abuser, victim } = await chattingPair();
    const url = `/api/user/report/${abuser.user.id}`;
    const unknown = await victim.client.post(url, { category: "rude", reason: "Was rude" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "category: category must be one of fake_profile, harassment, spam, underage, other",
    );
    const stored = () =>
      t.db
        .select({ category: reports.category, reason: reports.reason })
        .from(reports)
        .where(and(eq(reports.reporterId, victim.user.id), eq(reports.reportedId, abuser.user.id)));
    expect(await stored()).toEqual([]);
    expect((await victim.client.post(url, { category: "harassment", reason: "Threats in chat" })).statusCode).toBe(201);
    expect(await stored()).toEqual([{ category: "harassment", reason: "Threats in chat" }]);
    await victim.client.post(url, { reason: "More of the same" });
    expect(await stored()).toEqual([{ category: "other", reason: "More of the same" }]);
  });

  it("are limited per reporter, so nobody can flood the moderators", async () => {
    const area = neighbourhood(t);
    const reporter = await area.viewer();
    const targets = await Promise.all(Array.from({ length: 11 }, () => area.member()));
    const answers = [];
    for (const target of targets)
      answers.push((await reporter.client.post(`/api/user/report/${target.user.id}`, { reason: "Fake" })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
  });
});
