import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, swipes } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/feed/widening", () => {
  it("counts how many more members a wider distance or age range would list, by the feed's own rules", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ prefDistanceKm: 10, prefAgeMin: 25, prefAgeMax: 33 });
    // Members further out look as far as the viewer is from them: otherwise the rule hides them both ways.
    const north = (km: number) => ({ latitude: area.spot.latitude + km / 111, prefDistanceKm: 100 });
    await area.member(); // already listed: not "more"
    await area.member(north(18));
    await area.member(north(20));
    await area.member(north(80)); // beyond the next step too
    await area.member({ dateOfBirth: "1990-01-01" }); // 36: inside the wider age range
    const blocked = await area.member(north(15));
    const swiped = await area.member(north(15));
    await t.db.insert(blocks).values({ blockerId: blocked.user.id, blockedId: viewer.user.id });
    await t.db.insert(swipes).values({ swiperId: viewer.user.id, targetId: swiped.user.id, action: "pass" });

    const response = await viewer.client.get("/api/feed/widening");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      distance: 10,
      ageRange: { min: 25, max: 33 },
      options: [
        { kind: "distance", distance: 25, ageRange: { min: 25, max: 33 }, more: 2 },
        { kind: "age", distance: 10, ageRange: { min: 22, max: 36 }, more: 1 },
      ],
    });
  });

  it("brings exactly as many more members into the feed as each option said", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ prefDistanceKm: 10, prefAgeMin: 25, prefAgeMax: 33 });
    // Members further out look as far as the viewer is from them: otherwise the rule hides them both ways.
    const north = (km: number) => ({ latitude: area.spot.latitude + km / 111, prefDistanceKm: 100 });
    await area.member();
    await area.member(north(18));
    await area.member(north(22));
    await area.member({ dateOfBirth: "1990-01-01" });
    await area.member({ dateOfBirth: "1970-01-01" }); // beyond both widenings
    const listed = async () => (await viewer.client.get("/api/feed")).json().data.length as number;
    const before = await listed();
    const { options } = (await viewer.client.get("/api/feed/widening")).json().data;

    for (const option of options) {
      const saved = await viewer.client.put("/api/profile/preferences", {
        ageRange: option.ageRange,
        distance: option.distance,
        genders: ["Male", "Female", "Other"],
        religions: [],
        professions: [],
      });
      expect(saved.statusCode).toBe(200);
      expect(await listed(), option.kind).toBe(before + option.more);
      const restored = await viewer.client.put("/api/profile/preferences", {
        ageRange: { min: 25, max: 33 },
        distance: 10,
        genders: ["Male", "Female", "Other"],
        religions: [],
        professions: [],
      });
      expect(restored.statusCode).toBe(200);
    }
    expect(options.map((option: { more: number }) => option.more)).toEqual([2, 1]);
  });

  it("offers no wider distance past the furthest there is", async () => {
    const viewer = await neighbourhood(t).viewer({ prefDistanceKm: 500, prefAgeMin: 18, prefAgeMax: 100 });
    const response = await viewer.client.get("/api/feed/widening");
    expect(response.json().data.options).toEqual([]);
  });

  it("is only for signed-in members", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/feed/widening" })).statusCode).toBe(401);
  });
});
