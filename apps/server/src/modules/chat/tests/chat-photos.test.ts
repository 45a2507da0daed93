import { API_CLIENT_HEADER, CHAT_PHOTO_MAX_BYTES } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { chatPhotos, messages } from "../../../db/schema.ts";
import { uniqueEmail } from "../../../test/factories.ts";
import { jpegWithGps, pngImage, svgImage } from "../../../test/images.ts";
import { matchedPair } from "../../../test/matched-pair.ts";
import type { Client } from "../../../test/profile-factories.ts";
import { type ListeningTestApp, listeningTestApp, nextEvent, noEvent, send } from "../../../test/sockets.ts";
import { gatherMemberData } from "../../account/export-data.ts";
import { signedInModerator } from "../../moderation/tests/helpers.ts";
import { chatPhotoKey, removeUnsentChatPhotos, UNSENT_CHAT_MEDIA_MS } from "../photos.ts";

let counter = 0;
const clientId = () => `photo-${Date.now()}-${counter++}`;

const uploadTo = (client: Client, partnerId: string, file: Buffer, filename = "photo.jpg", type = "image/jpeg") =>
  client.upload(`/api/chat/${partnerId}/photos`, "photo", file, filename, type);

describe("photos in chat", () => {
  let t: ListeningTestApp;
  const moderator = uniqueEmail("moderator");
  beforeAll(async () => {
    t = await listeningTestApp({ MODERATOR_EMAILS: moderator });
  });
  afterAll(() => t.close());

  it("reach the partner as a photo message, stripped of metadata, served to the two of them and moderators only", async () => {
    const { a, b, area } = await matchedPair(t);
    const upload = await uploadTo(a.client, b.user.id, await jpegWithGps(1600, 1200));
    expect(upload.statusCode).toBe(201);
    const photo = upload.json().data;
    // A plain picture: the nudity check lets it through unblurred.
    expect(photo).toMatchObject({ explicit: false, width: 1080, height: 810 });
    expect(photo.url).toMatch(/^\/api\/chat\/photos\/[0-9a-f-]{36}\.webp$/);

    const delivered = nextEvent(b.socket, "messageReceived");
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: photo.photoId });
    assert(ack.ok, JSON.stringify(ack));
    expect(ack.message).toMatchObject({ kind: "photo", text: "", photo: { url: photo.url, explicit: false } });
    expect(await delivered).toMatchObject({ _id: ack.message._id, kind: "photo", photo: { url: photo.url } });
    const history = await b.client.get(`/api/chat/${a.user.id}`);
    expect(history.json().messages[0]).toMatchObject({ kind: "photo", photo: { url: photo.url } });

    const served = await b.client.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("private");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await a.client.get(photo.url)).statusCode).toBe(200);

    // A third member, a visitor and a guessed address get nothing.
    const third = await area.viewer({ firstName: "Eve" });
    expect((await third.client.get(photo.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(401);
    expect((await b.client.get(`/api/chat/photos/${crypto.randomUUID()}.webp`)).statusCode).toBe(404);
    // Moderators see it, as evidence.
    const mod = await signedInModerator(t, moderator);
    expect((await mod.client.get(photo.url)).statusCode).toBe(200);

    // After a block neither member can load it any more.
    await b.client.post(`/api/user/block/${a.user.id}`);
    expect((await b.client.get(photo.url)).statusCode).toBe(404);
    expect((await a.client.get(photo.url)).statusCode).toBe(404);
  });

  it("is sent once however often it is resent, and only by its uploader in its own conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const photo = (await uploadTo(a.client, b.user.id, await pngImage(), "photo.png", "image/png")).json().data;
    const id = clientId();
    const first = await send(a.socket, { targetUserId: b.user.id, clientId: id, photoId: photo.photoId });
    const again = await send(a.socket, { targetUserId: b.user.id, clientId: id, photoId: photo.photoId });
    assert(first.ok && again.ok);
    expect(again.message._id).toBe(first.message._id);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(1);
    // The same photo under a new message id is not sent twice.
    const twice = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: photo.photoId });
    expect(twice).toMatchObject({ ok: false, code: "CONFLICT", error: expect.stringContaining("photoId") });

    // The partner cannot send it as theirs, nor can it go to another conversation.
    const stolen = await send(b.socket, { targetUserId: a.user.id, clientId: clientId(), photoId: photo.photoId });
    expect(stolen).toMatchObject({ ok: false, code: "VALIDATION_ERROR", error: expect.stringContaining("photoId") });
    const { a: other, b: otherPartner } = await matchedPair(t, area);
    const elsewhere = (await uploadTo(other.client, otherPartner.user.id, await pngImage())).json().data;
    const crossed = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: elsewhere.photoId });
    expect(crossed).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
    await noEvent(b.socket, "messageReceived");
  });

  it("are in both members' data export, with their files", async () => {
    const { a, b } = await matchedPair(t);
    const { photoId } = (await uploadTo(a.client, b.user.id, await jpegWithGps())).json().data;
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId, text: "Our view" });
    assert(ack.ok, JSON.stringify(ack));
    for (const member of [a, b]) {
      const data = await gatherMemberData({ db: t.db }, { user: member.user });
      expect(data.messages).toEqual([
        expect.objectContaining({ kind: "photo", text: "Our view", photo: `chat-photos/${photoId}.webp` }),
      ]);
    }
  });

  it("that were uploaded but never sent are removed after a day, files and all; sent ones stay", async () => {
    const { a, b } = await matchedPair(t);
    const upload = async () =>
      (await uploadTo(a.client, b.user.id, await pngImage(), "photo.png", "image/png")).json().data;
    const sent = await upload();
    const ack = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: sent.photoId });
    assert(ack.ok, JSON.stringify(ack));
    const unsent = await upload();
    const recent = await upload();
    const dayAndMinuteAgo = new Date(Date.now() - UNSENT_CHAT_MEDIA_MS - 60_000);
    for (const photo of [sent, unsent])
      await t.app.ctx.db.update(chatPhotos).set({ createdAt: dayAndMinuteAgo }).where(eq(chatPhotos.id, photo.photoId));

    await removeUnsentChatPhotos(t.app.ctx);
    expect((await a.client.get(unsent.url)).statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(chatPhotos).where(eq(chatPhotos.id, unsent.photoId))).toEqual([]);
    expect(await t.app.ctx.storage.read(chatPhotoKey(unsent.photoId))).toBeNull();
    expect((await b.client.get(sent.url)).statusCode).toBe(200);
    // One uploaded a moment ago may still be sent.
    const later = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: recent.photoId });
    assert(later.ok, JSON.stringify(later));
    // An unsent one is gone for good: sending it now is refused in words.
    const stale = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId: unsent.photoId });
    expect(stale).toMatchObject({ ok: false, code: "VALIDATION_ERROR" });
  });

  it("refuses what is not a photo, too large a file, and members outside the conversation", async () => {
    const { a, b, area } = await matchedPair(t);
    const svg = await uploadTo(a.client, b.user.id, svgImage(), "x.svg", "image/svg+xml");
    expect(svg.statusCode).toBe(415);
    const huge = Buffer.concat([await jpegWithGps(), Buffer.alloc(CHAT_PHOTO_MAX_BYTES)]);
    const tooLarge = await uploadTo(a.client, b.user.id, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toContain("10 MB");
    // Up to 10 MB goes (a profile photo stops at 5 MB).
    const sixMegabytes = await sharp({
      create: {
        width: 3000,
        height: 2500,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(sixMegabytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await uploadTo(a.client, b.user.id, sixMegabytes)).statusCode).toBe(201);

    const stranger = await area.viewer({ firstName: "Eve" });
    const refused = await uploadTo(stranger.client, a.user.id, await jpegWithGps());
    expect(refused.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: "POST",
      url: `/api/chat/${a.user.id}/photos`,
      headers: { [API_CLIENT_HEADER]: "web" },
    });
    expect(visitor.statusCode).toBe(401);
    const stored = await t.db.select().from(chatPhotos).where(eq(chatPhotos.uploaderId, stranger.user.id));
    expect(stored).toHaveLength(0);
  });
});

describe("photos the nudity check flags", () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    // Every picture scores above zero: the flagged path without shipping an explicit image.
    t = await listeningTestApp({ NUDITY_THRESHOLD: "0" });
  });
  afterAll(() => t.close());

  it("ask the sender first, then reach the partner marked explicit", async () => {
    const { a, b } = await matchedPair(t);
    const upload = await uploadTo(a.client, b.user.id, await jpegWithGps());
    expect(upload.json().data).toMatchObject({ explicit: true });
    const { photoId } = upload.json().data;

    const unconfirmed = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId });
    expect(unconfirmed).toMatchObject({
      ok: false,
      code: "CONFIRMATION_REQUIRED",
      error: expect.stringMatching(/sure/i),
    });
    await noEvent(b.socket, "messageReceived");
    expect(await t.db.select().from(messages).where(eq(messages.senderId, a.user.id))).toHaveLength(0);

    const delivered = nextEvent(b.socket, "messageReceived");
    const confirmed = await send(a.socket, { targetUserId: b.user.id, clientId: clientId(), photoId, confirmed: true });
    assert(confirmed.ok, JSON.stringify(confirmed));
    expect(await delivered).toMatchObject({ kind: "photo", photo: { explicit: true } });
    const [row] = await t.db.select().from(messages).where(eq(messages.senderId, a.user.id));
    expect(row).toMatchObject({ kind: "photo", photoId, sentAnyway: true });
  });
});
