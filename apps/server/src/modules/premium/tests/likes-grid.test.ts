import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan } from "../../../test/factories.ts";
import { patternImage } from "../../../test/images.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Likes as a grid of photos", () => {
  it("gives a Free member blurred tiles the server made, never who liked them or the photo itself", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const admirer = await area.viewer({ firstName: "Hidden" });
    const uploaded = await admirer.client.upload("/api/profile/upload-photo", "photo", await patternImage(7));
    const photoId: string = uploaded.json().data.photos[0].id;
    const faceless = await area.viewer({ firstName: "Faceless" });
    await admirer.client.post(`/api/match/swipe/${me.user.id}`, { action: "like" });
    await faceless.client.post(`/api/match/swipe/${me.user.id}`, { action: "like" });

    const page = (await me.client.get("/api/user/requests/received")).json();
    expect(page.data).toEqual([]);
    expect(page.hiddenCount).toBe(2);
    const text = JSON.stringify(page);
    for (const secret of [admirer.user.id, faceless.user.id, photoId, "Hidden", "Faceless"]) {
      expect(text).not.toContain(secret);
    }
    const withPhoto = page.hidden.find((tile: { blurredPhotoUrl: string | null }) => tile.blurredPhotoUrl);
    expect(page.hidden.filter((tile: { blurredPhotoUrl: string | null }) => !tile.blurredPhotoUrl)).toHaveLength(1);

    const blurred = await me.client.get(withPhoto.blurredPhotoUrl);
    expect(blurred.statusCode).toBe(200);
    expect(blurred.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(blurred.rawPayload).metadata();
    // A few pixels scaled up: nothing of the 320 px thumbnail survives.
    expect(metadata.width).toBeLessThanOrEqual(64);
    expect(blurred.rawPayload.length).toBeLessThan(4000);

    // Someone else's like, a made-up id and a signed-out visitor all get nothing.
    const stranger = await area.viewer();
    expect((await stranger.client.get(withPhoto.blurredPhotoUrl)).statusCode).toBe(404);
    const unknown = withPhoto.blurredPhotoUrl.replace(/[0-9a-f]{8}-/, "00000000-");
    expect((await me.client.get(unknown)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: withPhoto.blurredPhotoUrl })).statusCode).toBe(401);

    // Nor can the tile be answered blindly to find out who it is.
    const blind = await me.client.post(`/api/request/review/accepted/${withPhoto._id}`);
    expect(blind.statusCode).toBe(403);
    expect(blind.json().message).toContain("Gold");

    // Blocked: the blurred photo goes too.
    await t.db.insert(blocks).values({ blockerId: admirer.user.id, blockedId: me.user.id });
    expect((await me.client.get(withPhoto.blurredPhotoUrl)).statusCode).toBe(404);
  });

  it("gives a Gold member every like in full, to like back or pass from the grid", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer(paidPlan());
    const admirer = await area.viewer({ firstName: "Seen" });
    await admirer.client.upload("/api/profile/upload-photo", "photo", await patternImage(9));
    await admirer.client.post(`/api/match/swipe/${me.user.id}`, { action: "like" });
    const page = (await me.client.get("/api/user/requests/received")).json();
    expect(page.hidden).toEqual([]);
    expect(page.data).toHaveLength(1);
    expect(page.data[0].fromUserId.photos[0].url).toMatch(/^\/api\/photos\//);
    const back = await me.client.post(`/api/request/review/accepted/${page.data[0]._id}`);
    expect(back.json().data.matchId).toEqual(expect.any(String));
  });
});
