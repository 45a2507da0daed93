import { FEED_PAGE_SIZE } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, boosts, sessions, swipes, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createMember, createUser, signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feedIds = async (client: ReturnType<typeof as>, cursor?: string) => {
  const response = await client.get(`/api/feed${cursor ? `?cursor=${cursor}` : ""}`);
  expect(response.statusCode).toBe(200);
  return { ids: response.json().data.map((card: { _id: string }) => card._id) as string[], body: response.json() };
};

describe("GET /api/feed", () => {
  it("shows only members the viewer may see", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ prefGenders: ["Female"], prefAgeMin: 25, prefAgeMax: 40 });
    const shown = await area.member({ dateOfBirth: "1993-01-01" });
    const hidden = await Promise.all([
      area.member({ isVerified: false }),
      area.member({ onboardingCompleted: false }),
      area.member({ isSuspended: true }),
      area.member({ gender: "Male" }),
      area.member({ dateOfBirth: "2005-01-01" }),
      area.member({ dateOfBirth: "1970-01-01" }),
      area.member({ latitude: area.spot.latitude + 1 }),
    ]);
    const [swiped, blockedByMe, blockedMe] = await Promise.all([area.member(), area.member(), area.member()]);
    await t.db.insert(swipes).values({ swiperId: viewer.user.id, targetId: swiped.user.id, action: "pass" });
    await t.db.insert(blocks).values([
      { blockerId: viewer.user.id, blockedId: blockedByMe.user.id },
      { blockerId: blockedMe.user.id, blockedId: viewer.user.id },
    ]);

    const { ids } = await feedIds(viewer.client);
    expect(ids).toEqual([shown.user.id]);
    for (const member of [...hidden, swiped, blockedByMe, blockedMe]) expect(ids).not.toContain(member.user.id);
  });

  it("applies religion and profession preferences only when set", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ prefReligions: ["Jain"], prefProfessions: ["Designer"] });
    const fits = await area.member({ religion: "Jain", profession: "Designer" });
    await area.member({ religion: "Hindu", profession: "Designer" });
    await area.member({ religion: "Jain", profession: "Student" });
    expect((await feedIds(viewer.client)).ids).toEqual([fits.user.id]);
  });

  it("orders boosted members first, then those who super-liked me, then by compatibility", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ skills: ["Rust", "Go", "Kafka"], profession: "Backend Developer" });
    const bestMatch = await area.member({ skills: ["Rust", "Go", "Kafka"], profession: "Backend Developer" });
    const weakMatch = await area.member({ skills: ["Excel"], profession: "Designer" });
    const superLiker = await area.member({ skills: ["Excel"], profession: "Designer" });
    const boosted = await area.member({ skills: ["Excel"], profession: "Designer" });
    await t.db.insert(swipes).values({ swiperId: superLiker.user.id, targetId: viewer.user.id, action: "superlike" });
    await t.db.insert(boosts).values({ userId: boosted.user.id, endsAt: new Date(Date.now() + 30 * 60_000) });

    const { ids, body } = await feedIds(viewer.client);
    expect(ids).toEqual([boosted.user.id, superLiker.user.id, bestMatch.user.id, weakMatch.user.id]);
    expect(body.data[0].isBoosted).toBe(true);
    expect(body.data[1].superLikedYou).toBe(true);
    expect(body.data[2].compatibility.score).toBeGreaterThan(body.data[3].compatibility.score);
  });

  it("pages with a cursor and never shows a member twice", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const members = await Promise.all(Array.from({ length: 45 }, () => area.member()));
    const first = await feedIds(viewer.client);
    const second = await feedIds(viewer.client, first.body.nextCursor);
    const third = await feedIds(viewer.client, second.body.nextCursor);
    expect([first.ids.length, second.ids.length, third.ids.length]).toEqual([FEED_PAGE_SIZE, FEED_PAGE_SIZE, 5]);
    expect(third.body.nextCursor).toBeNull();
    const all = [...first.ids, ...second.ids, ...third.ids];
    expect(new Set(all).size).toBe(45);
    expect(new Set(all)).toEqual(new Set(members.map((member) => member.user.id)));
  });

  it("keeps paging past the cards already swiped: no member is skipped when the next page is fetched", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const members = await Promise.all(Array.from({ length: 30 }, () => area.member()));
    const first = await feedIds(viewer.client);
    // The deck swipes ten cards, then asks for the next page while ten of the first are still to show.
    for (const id of first.ids.slice(0, 10)) {
      const swiped = await viewer.client.post(`/api/match/swipe/${id}`, { action: "pass" });
      expect(swiped.statusCode).toBe(200);
    }
    const second = await feedIds(viewer.client, first.body.nextCursor);
    expect(second.ids).toHaveLength(10);
    expect(new Set([...first.ids, ...second.ids])).toEqual(new Set(members.map((member) => member.user.id)));
    // A fresh deck starts from the ones not yet swiped.
    const again = await feedIds(viewer.client);
    expect(again.ids).toHaveLength(FEED_PAGE_SIZE);
    expect(again.ids.filter((id) => first.ids.slice(0, 10).includes(id))).toEqual([]);
  });

  it("carries the score with its breakdown and a rounded distance, never coordinates or private fields", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ skills: ["TypeScript", "Go", "PostgreSQL"] });
    const member = await area.member({ latitude: area.spot.latitude + 0.05, skills: ["TypeScript", "Elm"] });
    const response = await viewer.client.get("/api/feed");
    const [card] = response.json().data;
    expect(card.compatibility.score).toBeGreaterThanOrEqual(0);
    expect(card.compatibility.score).toBeLessThanOrEqual(100);
    expect(card.compatibility.breakdown.skills).toEqual({ points: 13, max: 25 });
    expect(card.sharedSkills).toEqual(["TypeScript"]);
    expect(Number.isInteger(card.distanceKm)).toBe(true);
    for (const secret of [
      member.email,
      String(area.spot.latitude).slice(0, 7),
      "1995-05-05",
      "prefAgeMin",
      "passwordHash",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("asks an unfinished profile to complete onboarding first", async () => {
    const { email } = await createUser(t);
    const client = as(t, (await signIn(t, email)).cookie);
    const response = await client.get("/api/feed");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "PROFILE_INCOMPLETE",
      redirectTo: "/onboarding",
      message: "Please complete your profile first",
    });
  });

  it("refuses a forged cursor with a clear message", async () => {
    const viewer = await neighbourhood(t).viewer();
    const response = await viewer.client.get("/api/feed?cursor=not-a-cursor");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });

  it("counts ages to the day: a birthday today is in range, one tomorrow is not", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ prefAgeMin: 25, prefAgeMax: 30 });
    const today = new Date();
    const bornYearsAgo = (years: number, dayShift = 0) =>
      new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayShift))
        .toISOString()
        .slice(0, 10);
    const [turns25Today, turns25Tomorrow, turns31Today, turns31Tomorrow] = await Promise.all([
      area.member({ dateOfBirth: bornYearsAgo(25) }),
      area.member({ dateOfBirth: bornYearsAgo(25, 1) }),
      area.member({ dateOfBirth: bornYearsAgo(31) }),
      area.member({ dateOfBirth: bornYearsAgo(31, 1) }),
    ]);
    const { ids } = await feedIds(viewer.client);
    expect(ids.sort()).toEqual([turns25Today.user.id, turns31Tomorrow.user.id].sort());
    expect(ids).not.toContain(turns25Tomorrow.user.id);
    expect(ids).not.toContain(turns31Today.user.id);
  });

  it("finds members across grid-cell borders near the viewer, and none beyond the distance", async () => {
    // A spot just inside a corner of a 1° cell: the 10 km reach spans four cells.
    const spot = {
      latitude: Math.floor(Math.random() * 100 - 50) + 0.01,
      longitude: Math.floor(Math.random() * 300 - 150) + 0.01,
    };
    const place = (latitude: number, longitude: number) => ({ latitude, longitude, prefDistanceKm: 10 });
    const viewerMember = await createMember(t, place(spot.latitude, spot.longitude));
    const viewer = as(t, (await signIn(t, viewerMember.email)).cookie);
    const near = await Promise.all(
      [
        [0.02, 0.02],
        [-0.04, 0.02],
        [0.02, -0.04],
        [-0.04, -0.04],
      ].map(([dLat = 0, dLng = 0]) => createMember(t, place(spot.latitude + dLat, spot.longitude + dLng))),
    );
    const far = await createMember(t, place(spot.latitude - 0.3, spot.longitude));
    const { ids } = await feedIds(viewer);
    expect(ids.sort()).toEqual(near.map((member) => member.user.id).sort());
    expect(ids).not.toContain(far.user.id);
  });
});

describe("GET /api/feed, signed in or not", () => {
  it("answers 401 without a live session: none, made up, expired, or a suspended account's", async () => {
    const expired = await createMember(t);
    const expiredCookie = (await signIn(t, expired.email)).cookie;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    const suspended = await createMember(t);
    const suspendedCookie = (await signIn(t, suspended.email)).cookie;
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, suspended.user.id));

    for (const cookie of [undefined, "devmatch_session=made-up", expiredCookie, suspendedCookie]) {
      const response = await t.app.inject({ method: "GET", url: "/api/feed", headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
      expect(response.body).not.toContain("data");
    }
  });

  it("notes the viewer's activity, as every signed-in request does", async () => {
    const viewer = await neighbourhood(t).viewer();
    const longAgo = new Date(Date.now() - 86_400_000);
    await t.db.update(users).set({ lastActiveAt: longAgo }).where(eq(users.id, viewer.user.id));
    expect((await viewer.client.get("/api/feed")).statusCode).toBe(200);
    const [row] = await t.db
      .select({ lastActiveAt: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, viewer.user.id));
    expect(row?.lastActiveAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
