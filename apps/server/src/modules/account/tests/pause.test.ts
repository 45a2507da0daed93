import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderedPair } from "../../../db/pairs.ts";
import { matches, swipes } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (response: { json(): { data: { _id: string }[] } }) => response.json().data.map((item) => item._id);

describe("PUT /api/account/paused", () => {
  it("hides a paused member from feeds and likes, keeps their matches, and unpausing brings them back", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer();
    const viewer = await area.viewer(paidPlan());
    const partner = await area.viewer();
    await t.db.insert(swipes).values({ swiperId: member.user.id, targetId: viewer.user.id, action: "like" });
    await t.db.insert(matches).values(orderedPair(member.user.id, partner.user.id));
    expect(ids(await viewer.client.get("/api/feed"))).toContain(member.user.id);
    const likedBy = async () =>
      (await viewer.client.get("/api/user/requests/received"))
        .json()
        .data.map((request: { fromUserId: { _id: string } }) => request.fromUserId._id);
    expect(await likedBy()).toContain(member.user.id);

    const paused = await member.client.put("/api/account/paused", { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toEqual({ paused: true });
    expect((await member.client.get("/api/me")).json().data.isPaused).toBe(true);
    expect(ids(await viewer.client.get("/api/feed"))).not.toContain(member.user.id);
    expect(await likedBy()).not.toContain(member.user.id);
    // Matches and chats carry on, both ways.
    expect(ids(await partner.client.get("/api/user/connections"))).toContain(member.user.id);
    expect(ids(await member.client.get("/api/user/connections"))).toContain(partner.user.id);
    // The paused member still sees their own feed.
    expect((await member.client.get("/api/feed")).statusCode).toBe(200);

    await member.client.put("/api/account/paused", { paused: false });
    expect(ids(await viewer.client.get("/api/feed"))).toContain(member.user.id);
    expect(await likedBy()).toContain(member.user.id);
  });

  it("names the field on bad input and needs a session", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer();
    const bad = await member.client.put("/api/account/paused", { paused: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("paused");
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/account/paused", payload: { paused: true } });
    expect(anonymous.statusCode).toBe(401);
  });
});
