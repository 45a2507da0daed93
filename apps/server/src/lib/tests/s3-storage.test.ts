import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webmRecording } from "../../test/audio.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { jpegWithGps } from "../../test/images.ts";
import { as } from "../../test/profile-factories.ts";
import { S3_TEST_CREDENTIALS, startS3Server } from "../../test/s3-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createS3Storage } from "../s3-storage.ts";

const bucket = "devmatch-photos";
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server(bucket);
  t = await createTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    S3_PREFIX: "photos/",
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

/** A second client on the same bucket: what another instance of the app would see. */
const otherInstance = () =>
  createS3Storage({
    bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: "photos/",
    ...S3_TEST_CREDENTIALS,
  });

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe("photos on S3-compatible storage", () => {
  it("stores an upload in the bucket, serves it only to signed-in members, and removes it on delete", async () => {
    const { email } = await createUser(t);
    const client = as(t, (await signIn(t, email)).cookie);
    const uploaded = await client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
    expect(uploaded.statusCode).toBe(201);
    const [photo] = uploaded.json().data.photos;

    const elsewhere = otherInstance();
    const stored = await elsewhere.read(`${photo.id}.webp`);
    expect(stored).not.toBeNull();
    const bytes = await readAll(stored as NodeJS.ReadableStream);
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");

    const served = await client.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    const anonymous = await t.app.inject({ method: "GET", url: photo.url });
    expect(anonymous.statusCode).toBe(401);

    const removed = await client.delete(`/api/profile/photo/${photo.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await elsewhere.read(`${photo.id}.webp`)).toBeNull();
    expect(await elsewhere.read(`${photo.id}-thumb.webp`)).toBeNull();
    expect((await client.get(photo.url)).statusCode).toBe(404);
    elsewhere.close?.();
  });

  it("keeps a voice prompt in the bucket too, served in byte ranges, and removes it on delete", async () => {
    const { email } = await createUser(t);
    const client = as(t, (await signIn(t, email)).cookie);
    const recorded = webmRecording({ seconds: 6 });
    const uploaded = await client.upload("/api/profile/voice-prompt", "audio", recorded, "blob", "audio/webm");
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json().data.voicePrompt;
    const key = `voice-${url.split("/").pop()}.webm`;
    const elsewhere = otherInstance();
    const stored = await elsewhere.read(key);
    expect((await readAll(stored as NodeJS.ReadableStream)).length).toBe(recorded.length);

    const { cookie } = await signIn(t, email);
    const part = await t.app.inject({ method: "GET", url, headers: { cookie, range: "bytes=4-11" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("audio/webm");
    expect(part.rawPayload.length).toBe(8);

    expect((await client.delete("/api/profile/voice-prompt")).statusCode).toBe(200);
    expect(await elsewhere.read(key)).toBeNull();
    elsewhere.close?.();
  });

  it("refuses keys that are not server-made names before reaching the bucket", async () => {
    const storage = otherInstance();
    await expect(storage.put("../escape.webp", Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.read("photos/../../x")).rejects.toThrow(/unsafe storage key/);
    storage.close?.();
  });
});
