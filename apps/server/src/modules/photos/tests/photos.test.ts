import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn } from "../../../test/factories.ts";
import { jpegWithGps, pixelFlood, pngImage, svgImage } from "../../../test/images.ts";
import { as, type Client } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const { email } = await createUser(t);
  return as(t, (await signIn(t, email)).cookie);
}

const uploadJpeg = async (client: Client) => client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
const photoIds = (response: { json: () => { data: { photos: { id: string }[] } } }) =>
  response.json().data.photos.map((photo) => photo.id);

describe("photo uploads", () => {
  it("strips every piece of metadata, re-encodes as WebP and serves it with long cache headers", async () => {
    const original = await jpegWithGps(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const client = await member();
    const response = await client.upload("/api/profile/upload-photo", "photo", original);
    expect(response.statusCode).toBe(201);
    const [photo] = response.json().data.photos;
    expect(photo).toMatchObject({ isPrimary: true, url: `/api/photos/${photo.id}.webp` });

    const served = await client.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Secret Person"))).toBe(false);
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1350);

    const thumb = await client.get(photo.thumbUrl);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  it("checks the real type from the bytes, not the name or the header", async () => {
    const client = await member();
    const textAsJpeg = await client.upload(
      "/api/profile/upload-photo",
      "photo",
      Buffer.from("not an image at all"),
      "cat.jpg",
      "image/jpeg",
    );
    expect(textAsJpeg.statusCode).toBe(400);
    expect(textAsJpeg.json().message).toMatch(/couldn't read that image/);

    const svg = await client.upload("/api/profile/upload-photo", "photo", svgImage(), "logo.png", "image/png");
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe("Only PNG, JPEG or WebP images are allowed");

    const png = await client.upload(
      "/api/profile/upload-photo",
      "photo",
      await pngImage(),
      "photo.bin",
      "application/octet-stream",
    );
    expect(png.statusCode).toBe(201);
  });

  it("takes a phone-sized photo of over 20 MB and resizes it", async () => {
    const client = await member();
    // Noise does not compress: a 7.5-megapixel PNG of about 22 MB, under the 25 MB limit and 25 MP bound.
    const [width, height] = [3000, 2500];
    const noise = randomBytes(width * height * 3);
    const heavy = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(20 * 1024 * 1024);
    const response = await client.upload("/api/profile/upload-photo", "photo", heavy, "phone.png", "image/png");
    expect(response.statusCode).toBe(201);
    const [photo] = response.json().data.photos;
    const served = await sharp((await client.get(photo.url)).rawPayload).metadata();
    expect(Math.max(served.width ?? 0, served.height ?? 0)).toBeLessThanOrEqual(1350);
  });

  it("refuses a file over 25 MB, naming the limit, and an image that would decode to too many pixels", async () => {
    const client = await member();
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(26 * 1024 * 1024, 1)]);
    const tooBig = await client.upload("/api/profile/upload-photo", "photo", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/^File size must be less than 25MB\./);

    const flood = await pixelFlood();
    expect(flood.length).toBeLessThan(1024 * 1024);
    const refused = await client.upload("/api/profile/upload-photo", "photo", flood, "flood.png", "image/png");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/too large to process/);
    expect((await client.get("/api/me")).json().data.photos).toHaveLength(0);
  });

  it("allows five photos and refuses a sixth", async () => {
    const client = await member();
    for (let i = 0; i < 5; i++) expect((await uploadJpeg(client)).statusCode).toBe(201);
    const sixth = await uploadJpeg(client);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe("You can only upload up to 5 images");
  });

  it("keeps order and primary across reloads, and recomputes them after a delete", async () => {
    const client = await member();
    await uploadJpeg(client);
    await uploadJpeg(client);
    const three = photoIds(await uploadJpeg(client));
    const [a, b, c] = three as [string, string, string];

    const reordered = await client.put("/api/profile/photos/order", { photoIds: [c, a, b] });
    expect(photoIds(reordered)).toEqual([c, a, b]);
    const primary = await client.put(`/api/profile/photo/${b}/primary`);
    expect(photoIds(primary)).toEqual([b, c, a]);

    const reloaded = (await client.get("/api/me")).json().data;
    expect(reloaded.photos.map((photo: { id: string }) => photo.id)).toEqual([b, c, a]);
    expect(reloaded.photos.map((photo: { isPrimary: boolean }) => photo.isPrimary)).toEqual([true, false, false]);
    expect(reloaded.primaryPhoto).toBe(`/api/photos/${b}.webp`);

    const afterDelete = await client.delete(`/api/profile/photo/${b}`);
    expect(photoIds(afterDelete)).toEqual([c, a]);
    expect(afterDelete.json().data.photos[0].isPrimary).toBe(true);
    expect((await client.get(`/api/photos/${b}.webp`)).statusCode).toBe(404);

    const notAPermutation = await client.put("/api/profile/photos/order", { photoIds: [c, c] });
    expect(notAPermutation.statusCode).toBe(400);
  });

  it("never lets one member delete, reorder or promote another member's photo", async () => {
    const owner = await member();
    const [photoId] = photoIds(await uploadJpeg(owner)) as [string];
    const attacker = await member();
    expect((await attacker.delete(`/api/profile/photo/${photoId}`)).statusCode).toBe(404);
    expect((await attacker.delete(`/api/upload/image/${photoId}`)).statusCode).toBe(404);
    expect((await attacker.put(`/api/profile/photo/${photoId}/primary`)).statusCode).toBe(404);
    expect((await attacker.put("/api/profile/photos/order", { photoIds: [photoId] })).statusCode).toBe(400);
    expect((await owner.get("/api/me")).json().data.photos).toHaveLength(1);
  });

  it("offers the onboarding upload call, which answers with url and publicId", async () => {
    const client = await member();
    const response = await client.upload("/api/upload/image", "image", await pngImage());
    expect(response.statusCode).toBe(201);
    const { url, publicId } = response.json().data;
    expect(url).toBe(`/api/photos/${publicId}.webp`);
    expect((await client.delete(`/api/upload/image/${publicId}`)).statusCode).toBe(200);
  });

  it("serves photos only to signed-in members and refuses odd file names", async () => {
    const client = await member();
    const [photo] = (await uploadJpeg(client)).json().data.photos;
    expect((await t.app.inject({ method: "GET", url: photo.url })).statusCode).toBe(401);
    expect((await client.get("/api/photos/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
    const notMultipart = await client.post("/api/profile/upload-photo", { photo: "data:image/png;base64,AAAA" });
    expect(notMultipart.statusCode).toBe(415);
  });
});
