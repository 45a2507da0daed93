import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { createUser, signIn } from "../../../test/factories.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { as, type Client } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberWithPhoto() {
  const member = await neighbourhood(t).viewer();
  const upload = await member.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
  const [photo] = upload.json().data.photos as { url: string; thumbUrl: string }[];
  return { ...member, photo: photo as { url: string; thumbUrl: string } };
}

const status = async (client: Client, url: string) => (await client.get(url)).statusCode;

describe("who may see a photo or a profile", () => {
  it("shows other members' photos and profiles only to members who finished onboarding", async () => {
    const owner = await memberWithPhoto();
    const { email } = await createUser(t);
    const newcomer = as(t, (await signIn(t, email)).cookie);
    expect(await status(newcomer, owner.photo.url)).toBe(404);
    expect(await status(newcomer, owner.photo.thumbUrl)).toBe(404);
    expect(await status(newcomer, `/api/user/${owner.user.id}`)).toBe(404);
    // Their own photos, uploaded during onboarding, they can see.
    const own = await newcomer.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
    expect(await status(newcomer, own.json().data.photos[0].url)).toBe(200);

    const member = await neighbourhood(t).viewer();
    expect(await status(member.client, owner.photo.url)).toBe(200);
    expect(await status(member.client, `/api/user/${owner.user.id}`)).toBe(200);
  });

  it("never shows a blocker's photos to the member they blocked, nor the other way round", async () => {
    const blocker = await memberWithPhoto();
    const blocked = await memberWithPhoto();
    expect(await status(blocked.client, blocker.photo.url)).toBe(200);
    await blocker.client.post(`/api/user/block/${blocked.user.id}`);
    expect(await status(blocked.client, blocker.photo.url)).toBe(404);
    expect(await status(blocked.client, blocker.photo.thumbUrl)).toBe(404);
    expect(await status(blocker.client, blocked.photo.url)).toBe(404);
    expect(await status(blocker.client, blocker.photo.url)).toBe(200);
  });
});
