import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../../db/pairs.ts";
import { exportTokens, matches, messageReactions, messages, swipes } from "../../../db/schema.ts";
import { webmRecording } from "../../../test/audio.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { signIn } from "../../../test/factories.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { unzip } from "../../../test/unzip.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoMatchedMembers() {
  const area = neighbourhood(t);
  const signedIn = async (fields: object = {}) => {
    const created = await area.member(fields);
    const { cookie } = await signIn(t, created.email);
    return { ...created, cookie, client: as(t, cookie) };
  };
  const member = await signedIn();
  const partner = await signedIn({
    bio: "partner-private-bio-text",
    ctcRange: "50+ LPA",
    latitude: area.spot.latitude + 0.0123,
  });
  expect((await member.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps())).statusCode).toBe(201);
  const [match] = await t.db.insert(matches).values(orderedPair(member.user.id, partner.user.id)).returning();
  if (!match) throw new Error("no match");
  const [mine] = await t.db
    .insert(messages)
    .values({ matchId: match.id, senderId: member.user.id, clientId: "m1", text: "my own words" })
    .returning();
  if (!mine) throw new Error("no message");
  await t.db.insert(messages).values({
    matchId: match.id,
    senderId: partner.user.id,
    clientId: "p1",
    text: "words sent to me",
    replyTo: mine.id,
  });
  await t.db.insert(messageReactions).values({ messageId: mine.id, userId: partner.user.id, emoji: "❤️" });
  await t.db.insert(swipes).values({ swiperId: member.user.id, targetId: partner.user.id, action: "like" });
  return { member, partner, match };
}

describe("POST /api/account/export", () => {
  it("streams a ZIP of everything held about the member, with their photos, and nobody else's private fields", async () => {
    const { member, partner, match } = await twoMatchedMembers();
    const recorded = webmRecording({ seconds: 7, title: "Ada's voice" });
    expect(
      (await member.client.upload("/api/profile/voice-prompt", "audio", recorded, "blob", "audio/webm")).statusCode,
    ).toBe(201);
    const link = await member.client.post("/api/account/export");
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json().data;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    const download = await member.client.get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const entries = await unzip(download.rawPayload);
    const data = JSON.parse(entries.get("devmatch-data.json")?.toString("utf8") ?? "{}");
    expect(data.account).toMatchObject({
      _id: member.user.id,
      emailId: member.email,
      firstName: member.user.firstName,
    });
    expect(data.account.position).toEqual({ latitude: member.user.latitude, longitude: member.user.longitude });
    expect(data.matches).toEqual([
      {
        id: match.id,
        mode: "date",
        createdAt: match.createdAt.toISOString(),
        member: expect.objectContaining({ _id: partner.user.id }),
      },
    ]);
    expect(
      data.messages.map((message: { text: string; sentByMe: boolean }) => [message.text, message.sentByMe]),
    ).toEqual([
      ["my own words", true],
      ["words sent to me", false],
    ]);
    // Replies and reactions are part of the conversation the member takes away.
    const [mine, theirs] = data.messages;
    expect(mine).toMatchObject({ kind: "text", replyTo: null, reactions: [{ byMe: false, emoji: "❤️" }] });
    expect(theirs).toMatchObject({ kind: "text", replyTo: mine.id, reactions: [] });
    expect(data.swipes).toEqual([
      expect.objectContaining({ action: "like", member: expect.objectContaining({ _id: partner.user.id }) }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.photos).toHaveLength(1);
    const photo = data.photos[0];
    const stored = await t.app.ctx.storage.read(`${photo.id}.webp`);
    const storedBytes = Buffer.concat((await stored?.toArray()) ?? []);
    expect(entries.get(photo.file)?.equals(storedBytes)).toBe(true);
    // The voice prompt, as stored (without its metadata), with its length.
    expect(data.voicePrompt).toMatchObject({ durationMs: 7_000, mimeType: "audio/webm", transcript: null });
    expect(data.voicePrompt.file).toMatch(/^voice\/voice-[0-9a-f-]{36}\.webm$/);
    const voiceFile = entries.get(data.voicePrompt.file);
    expect(voiceFile?.length).toBe(recorded.length);
    expect(voiceFile?.toString("latin1")).not.toContain("Ada's voice");

    const everything = [...entries.values()].map((entry) => entry.toString("latin1")).join("\n");
    for (const privateField of [partner.email, "partner-private-bio-text", "50+ LPA", String(partner.user.latitude)]) {
      expect(everything).not.toContain(privateField);
    }

    // The link works once.
    expect((await member.client.get(url)).statusCode).toBe(404);
  });

  it("works only for its owner and only until it expires", async () => {
    const { member, partner } = await twoMatchedMembers();
    const { url } = (await member.client.post("/api/account/export")).json().data;
    expect((await partner.client.get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    await t.db
      .update(exportTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportTokens.userId, member.user.id));
    expect((await member.client.get(url)).statusCode).toBe(404);
    const fresh = (await member.client.post("/api/account/export")).json().data.url;
    expect((await member.client.get(fresh)).statusCode).toBe(200);
  });
});
