import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boosts, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inSixMonths = () => new Date(Date.now() + 180 * 24 * 3_600_000);
const makePaying = (userId: string, plan: "gold" | "platinum") =>
  t.db.update(users).set({ membershipType: plan, membershipExpiresAt: inSixMonths() }).where(eq(users.id, userId));
const endBoosts = (userId: string) =>
  t.db
    .update(boosts)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(boosts.userId, userId));

describe("premium endpoints", () => {
  it("refuse anonymous callers", async () => {
    for (const [method, url] of [
      ["GET", "/api/premium/verify"],
      ["GET", "/api/premium/who-liked-me"],
      ["GET", "/api/premium/boost-status"],
      ["POST", "/api/premium/activate-boost"],
      ["POST", "/api/payment/create"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("show a Free member how many like them but not who, and a paying member who, never across a block", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const ada = await area.viewer({ firstName: "Ada" });
    const bob = await area.viewer({ firstName: "Bob" });
    const eve = await area.viewer({ firstName: "Eve" });
    await ada.client.post(`/api/match/swipe/${me.user.id}`, { action: "like" });
    await bob.client.post(`/api/match/swipe/${me.user.id}`, { action: "superlike" });
    await eve.client.post(`/api/match/swipe/${me.user.id}`, { action: "like" });
    await eve.client.post(`/api/user/block/${me.user.id}`);

    const free = await me.client.get("/api/premium/who-liked-me");
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ upgradeRequired: true, count: 2, code: "PREMIUM_REQUIRED" });
    expect(free.body).not.toContain("Ada");

    await makePaying(me.user.id, "gold");
    const paying = (await me.client.get("/api/premium/who-liked-me")).json().data;
    expect(
      paying.map((like: { firstName: string; isSuperLike: boolean }) => [like.firstName, like.isSuperLike]),
    ).toEqual([
      ["Bob", true],
      ["Ada", false],
    ]);
  });

  it("give Gold one boost a week, never two at once, and put the boosted member first in others' feeds", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer({ firstName: "Boosted", skills: ["COBOL"] });
    const viewer = await area.viewer({ skills: ["Rust", "Go", "SQL"] });
    for (let index = 0; index < 3; index++) await area.member({ skills: ["Rust", "Go", "SQL"] });

    expect((await member.client.post("/api/premium/activate-boost")).statusCode).toBe(403);
    await makePaying(member.user.id, "gold");
    const started = await member.client.post("/api/premium/activate-boost");
    expect(started.json().data).toEqual({
      isActive: true,
      remainingMinutes: 30,
      usedThisWeek: 1,
      weeklyLimit: 1,
      membersReachedSoFar: 0,
      lastBoost: null,
    });
    expect((await member.client.post("/api/premium/activate-boost")).statusCode).toBe(409);
    const feed = (await viewer.client.get("/api/feed")).json().data;
    expect(feed[0]._id).toBe(member.user.id);

    await endBoosts(member.user.id);
    const status = (await member.client.get("/api/premium/boost-status")).json().data;
    expect(status).toMatchObject({ isActive: false, remainingMinutes: 0, usedThisWeek: 1, weeklyLimit: 1 });
    expect(status.lastBoost).toEqual({ endedAt: expect.any(String), membersReached: 1 });
    expect((await member.client.post("/api/premium/activate-boost")).statusCode).toBe(409);
  });

  it("tell a member how many people their boost reached, each counted once and only while it ran", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer({ firstName: "Reach" });
    const viewers = [await area.viewer(), await area.viewer()];
    await makePaying(member.user.id, "gold");
    await member.client.post("/api/premium/activate-boost");
    for (const viewer of viewers) await viewer.client.get("/api/feed");
    await viewers[0]?.client.get("/api/feed");
    expect((await member.client.get("/api/premium/boost-status")).json().data.membersReachedSoFar).toBe(2);

    await endBoosts(member.user.id);
    const late = await area.viewer();
    expect((await late.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id)).toContain(
      member.user.id,
    );
    const status = (await member.client.get("/api/premium/boost-status")).json().data;
    expect(status.membersReachedSoFar).toBe(0);
    expect(status.lastBoost.membersReached).toBe(2);
  });

  it("give Platinum three boosts a week", async () => {
    const member = await neighbourhood(t).viewer();
    await makePaying(member.user.id, "platinum");
    for (let index = 0; index < 3; index++) {
      expect((await member.client.post("/api/premium/activate-boost")).statusCode).toBe(200);
      await endBoosts(member.user.id);
    }
    expect((await member.client.post("/api/premium/activate-boost")).statusCode).toBe(409);
  });
});
