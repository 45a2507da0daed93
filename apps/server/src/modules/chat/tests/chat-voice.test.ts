import { API_CLIENT_HEADER } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { chatVoiceNotes, messages } from "../../../db/schema.ts";
import { webmRecording } from "../../../test/audio.ts";
import { STRONG_PASSWORD, uniqueEmail } from "../../../test/factories.ts";
import { matchedPair } from "../../../test/matched-pair.ts";
import type { Client } from "../../../test/profile-factories.ts";
import { type ListeningTestApp, listeningTestApp, nextEvent, noEvent, send } from "../../../test/sockets.ts";
import { gatherMemberData } from "../../account/export-data.ts";
import { signedInModerator } from "../../moderation/tests/helpers.ts";
import { UNSENT_CHAT_MEDIA_MS } from "../photos.ts";
import { chatVoiceKey, removeUnsentChatVoiceNotes } from "../voice-notes.ts";

let counter = 0;
const clientId = () => `voice-${Date.now()}-${counter++}`;

const record = (client: Client, partnerId: string, file: Buffer, name = "voice-note.webm", type = "audio/webm") =>
  client.upload(`/api/chat/${partnerId}/voice`, "audio", file, name, type);

describe("voice notes in chat", () => {
  let t: ListeningTestApp;
  const moderator = uniqueEmail("moderator");
  beforeAll(async () => {
    t = await listeningTestApp({ MODERATOR_EMAILS: moderator });
  });
  afterAll(() => t.close());

  it("reach the partner with their length, stripped of metadata, heard by the two of them and moderators only", async () => {
    const { a, b, area } = await matchedPair(t);
    const upload = await record(a.client, b.user.id, webmRecording({ seconds: 45, title: "Alice at home" }));
    expect(upload.statusCode, upload.body).toBe(201);
    const voice = upload.json().data;
    expect(voice).toMatchObject({ durationMs: 45_000 });
    expect(voice.url).toMatch(/^\/api\/chat\/voice\/[0-9a-f-]{36}$/);

    const delivered = nextEvent(b.socket, "messageReceived");
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), voiceId: voice.voiceId });
    assert(ack.ok, JSON.stringify(ack));
    expect(ack.message).toMatchObject({ kind: "voice", voice: { url: voice.url, durationMs: 45_000 } });
    expect(await delivered).toMatchObject({ _id: ack.message._id, kind: "voice", voice: { url: voice.url } });
    const history = await b.client.get(`/api/chat/${a.user.id}`);
    expect(history.json().messages[0]).toMatchObject({ kind: "voice", voice: { durationMs: 45_000 } });
    // The chats list says what the last message was.
    const chats = (await b.client.get("/api/user/connections")).json().data;
    expect(chats.find((chat: { _id: string }) => chat._id === a.user.id).lastMessage).toMatchObject({
      kind: "voice",
      text: "",
      fromMe: false,
    });

    const heard = await b.client.get(voice.url);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers["content-type"]).toBe("audio/webm");
    expect(heard.headers["cache-control"]).toContain("private");
    expect(heard.rawPayload.includes(Buffer.from("Alice at home", "latin1"))).toBe(false);
    // An audio element seeks with byte ranges.
    const part = await t.app.inject({
      method: "GET",
      url: voice.url,
      headers: { cookie: b.client.cookie, range: "bytes=0-99" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect((await a.client.get(voice.url)).statusCode).toBe(200);

    // A third member, a visitor and a guessed address get nothing; moderators hear it as evidence.
    const third = await area.viewer({ firstName: "Eve" });
    expect((await third.client.get(voice.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: voice.url })).statusCode).toBe(401);
    expect((await b.client.get(`/api/chat/voice/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const mod = await signedInModerator(t, moderator);
    expect((await mod.client.get(voice.url)).statusCode).toBe(200);
    // Reported, it is in the case file the moderator reads, playable there.
    const reported = await b.client.post(`/api/user/report/${a.user.id}`, { reason: "Creepy voice note" });
    expect(reported.statusCode).toBe(201);
    const file = (await mod.client.get(`/api/moderation/members/${a.user.id}`)).json().data;
    expect(file.reports[0].conversation).toEqual([
      expect.objectContaining({ fromReported: true, kind: "voice", voiceUrl: voice.url, photoUrl: null }),
    ]);

    // After a block neither member can play it any more.
    await b.client.post(`/api/user/block/${a.user.id}`);
    expect((await b.client.get(voice.url)).statusCode).toBe(404);
    expect((await a.client.get(voice.url)).statusCode).toBe(404);
  });

  it("is sent once however often it is resent, and only by its recorder in its own conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const voice = (await record(a.client, b.user.id, webmRecording({ seconds: 5 }))).json().data;
    const id = clientId();
    const first = await send(a.socket, { targetUserId: b.user.id, clientId: id, voiceId: voice.voiceId });
    const again = await send(a.socket, { targetUserId: b.user.id, clientId: id, voiceId: voice.voiceId });
    assert(first.ok && again.ok);
    expect(again.message._id).toBe(first.message._id);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(1);
    const twice = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), voiceId: voice.voiceId });
    expect(twice).toMatchObject({ ok: false, code: "CONFLICT", error: expect.stringContaining("voiceId") });

    const stolen = await send(b.socket, { targetUserId: a.user.id, clientId: clientId(), voiceId: voice.voiceId });
    expect(stolen).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringContaining("voiceId") });
    const { a: other, b: otherPartner } = await matchedPair(t, area);
    const elsewhere = (await record(other.client, otherPartner.user.id, webmRecording({ seconds: 2 }))).json().data;
    const crossed = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), voiceId: elsewhere.voiceId });
    expect(crossed).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
    const both = await send(a.socket, {
      targetUserId: b.user.id,
      clientId: clientId(),
      voiceId: voice.voiceId,
      photoId: crypto.randomUUID(),
    });
    expect(both).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringContaining("not both") });
    await noEvent(b.socket, "messageReceived");
  });

  it("refuses over a minute, what is not audio, and members outside the conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const long = await record(a.client, b.user.id, webmRecording({ seconds: 61 }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("That recording is 61.0 seconds long. Keep a voice note to a minute.");
    // A minute goes (a voice prompt stops at 30 seconds).
    expect((await record(a.client, b.user.id, webmRecording({ seconds: 60 }))).statusCode).toBe(201);
    const notAudio = await record(a.client, b.user.id, Buffer.from("<svg/>"), "note.webm");
    expect(notAudio.statusCode).toBe(415);

    const stranger = await area.viewer({ firstName: "Eve" });
    expect((await record(stranger.client, a.user.id, webmRecording({ seconds: 3 }))).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: "POST",
      url: `/api/chat/${a.user.id}/voice`,
      headers: { [API_CLIENT_HEADER]: "web" },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.db.select().from(chatVoiceNotes).where(eq(chatVoiceNotes.uploaderId, stranger.user.id))).toEqual([]);
  });

  it("are in both members' data export, with their files, and go when one member deletes the account", async () => {
    const { a, b } = await matchedPair(t);
    const { voiceId, url } = (await record(a.client, b.user.id, webmRecording({ seconds: 7 }))).json().data;
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), voiceId });
    assert(ack.ok, JSON.stringify(ack));
    for (const member of [a, b]) {
      const data = await gatherMemberData({ db: t.db }, { user: member.user });
      expect(data.messages).toEqual([
        expect.objectContaining({
          kind: "voice",
          voice: { file: `chat-voice-notes/${voiceId}.webm`, durationMs: 7_000 },
        }),
      ]);
    }

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: b.client.cookie, [API_CLIENT_HEADER]: "web" },
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(chatVoiceNotes).where(eq(chatVoiceNotes.id, voiceId))).toEqual([]);
    expect(await t.app.ctx.storage.read(chatVoiceKey(voiceId))).toBeNull();
    expect((await a.client.get(url)).statusCode).toBe(404);
  });

  it("that were recorded but never sent are removed after a day, files and all; sent ones stay", async () => {
    const { a, b } = await matchedPair(t);
    const upload = async () => (await record(a.client, b.user.id, webmRecording({ seconds: 3 }))).json().data;
    const sent = await upload();
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), voiceId: sent.voiceId });
    assert(ack.ok, JSON.stringify(ack));
    const unsent = await upload();
    const dayAndMinuteAgo = new Date(Date.now() - UNSENT_CHAT_MEDIA_MS - 60_000);
    for (const voice of [sent, unsent])
      await t.db.update(chatVoiceNotes).set({ createdAt: dayAndMinuteAgo }).where(eq(chatVoiceNotes.id, voice.voiceId));

    await removeUnsentChatVoiceNotes(t.app.ctx);
    expect(await t.db.select().from(chatVoiceNotes).where(eq(chatVoiceNotes.id, unsent.voiceId))).toEqual([]);
    expect(await t.app.ctx.storage.read(chatVoiceKey(unsent.voiceId))).toBeNull();
    expect((await b.client.get(sent.url)).statusCode).toBe(200);
  });
});
