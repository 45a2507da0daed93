import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { distanceKm } from "../../../lib/distance.ts";
import { uniqueSpot } from "../../../test/discovery.ts";
import { createMember } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { createSession } from "../../auth/sessions.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GRID = 0.02;
const VIEWERS = 30;
const KM_PER_DEGREE = 111.19;

interface Point {
  lat: number;
  lng: number;
}

/** A point `km` away from `from` in direction `angle` (radians from north). */
const moved = (from: Point, km: number, angle: number): Point => ({
  lat: from.lat + (km * Math.cos(angle)) / KM_PER_DEGREE,
  lng: from.lng + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
});

/** Viewers placed all around the member read the distance their feed shows; the readings, with where they stood. */
async function readDistances(target: Point) {
  // Viewers are women looking for men and the member is the only man there, so each feed shows the member.
  const member = await createMember(t, { latitude: target.lat, longitude: target.lng, gender: "Male" });
  const readings: { at: Point; shownKm: number }[] = [];
  for (let index = 0; index < VIEWERS; index++) {
    const at = moved(target, 0.5 + (index % 10) * 0.8, (index * 2 * Math.PI * 7) / VIEWERS + Math.random());
    const viewer = await createMember(t, {
      latitude: at.lat,
      longitude: at.lng,
      gender: "Female",
      prefGenders: ["Male"],
      prefDistanceKm: 50,
    });
    // Sessions made directly: this many sign-ins from one address would meet the sign-in limit.
    const { token } = await createSession(t, { userId: viewer.user.id, persistent: false });
    const client = as(t, `devmatch_session=${token}`);
    const cards: { _id: string; distanceKm: number | null }[] = (await client.get("/api/feed")).json().data;
    const card = cards.find((shown) => shown._id === member.user.id);
    if (!card || card.distanceKm === null) throw new Error("the member is missing from a viewer's feed");
    readings.push({ at, shownKm: card.distanceKm });
  }
  return { member, readings };
}

/** The attacker's best fit: the point whose distances to the viewers best explain what they were shown. */
function bestFit(readings: { at: Point; shownKm: number }[], around: Point): Point {
  let best = { point: around, error: Number.POSITIVE_INFINITY };
  const stepKm = 0.05;
  for (let north = -5; north <= 5; north += stepKm) {
    for (let east = -5; east <= 5; east += stepKm) {
      const point = moved(moved(around, north, 0), east, Math.PI / 2);
      let error = 0;
      for (const reading of readings) error += (distanceKm(reading.at, point) - reading.shownKm) ** 2;
      if (error < best.error) best = { point, error };
    }
  }
  return best.point;
}

describe("public position", () => {
  const onGrid = () => {
    const spot = uniqueSpot();
    return { lat: Math.round(spot.latitude / GRID) * GRID, lng: Math.round(spot.longitude / GRID) * GRID };
  };
  const cases: [string, () => Point][] = [
    ["exactly on a grid point", onGrid],
    ["halfway between grid points", () => ({ lat: onGrid().lat + GRID / 2, lng: onGrid().lng + GRID / 2 })],
    ["between grid points along one axis", () => ({ lat: onGrid().lat + GRID / 2, lng: onGrid().lng })],
    ["anywhere", () => ({ lat: uniqueSpot().latitude, lng: uniqueSpot().longitude })],
  ];

  it.each(cases)(
    "shows a member %s only through a public point 1-2.3 km away, which is all any fit finds",
    async (_, place) => {
      const target = place();
      const { member, readings } = await readDistances(target);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      if (row?.publicLatitude == null || row.publicLongitude == null) throw new Error("the member has no public point");
      const publicPoint = { lat: row.publicLatitude, lng: row.publicLongitude };
      const offsetKm = distanceKm(publicPoint, target);
      expect(offsetKm).toBeGreaterThanOrEqual(1);
      expect(offsetKm).toBeLessThanOrEqual(2.3);
      for (const reading of readings) {
        // Every distance shown is the public point's, in whole kilometres: the member's own position is in none.
        expect(reading.shownKm).toBe(Math.round(distanceKm(reading.at, publicPoint)));
        // Within a couple of km of the truth (the public point is at most 2.3 km off, plus rounding).
        expect(Math.abs(reading.shownKm - distanceKm(reading.at, target))).toBeLessThanOrEqual(2.8);
      }
      // So the attacker's best fit finds the public point, not the member.
      const fit = bestFit(readings, target);
      expect(distanceKm(fit, publicPoint)).toBeLessThan(distanceKm(fit, target));
    },
  );

  it("keeps the same public point while the member stays put or moves a little, and picks anew after a move", async () => {
    const spot = uniqueSpot();
    // Suspended, so that without a position at the end it shows in no other test's feed.
    const { user } = await createMember(t, { latitude: spot.latitude, longitude: spot.longitude, isSuspended: true });
    const read = async () => {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new Error("member missing");
      return row;
    };
    const first = await read();
    expect(first.publicLatitude).not.toBeNull();
    const km = distanceKm(
      { lat: spot.latitude, lng: spot.longitude },
      { lat: first.publicLatitude ?? 0, lng: first.publicLongitude ?? 0 },
    );
    expect(km).toBeGreaterThanOrEqual(1);
    expect(km).toBeLessThanOrEqual(2.3);

    for (let saves = 0; saves < 5; saves++) {
      await t.db.update(users).set({ latitude: spot.latitude, longitude: spot.longitude }).where(eq(users.id, user.id));
      expect(await read()).toMatchObject({
        publicLatitude: first.publicLatitude,
        publicLongitude: first.publicLongitude,
      });
    }

    const far = moved({ lat: spot.latitude, lng: spot.longitude }, 40, 1);
    await t.db.update(users).set({ latitude: far.lat, longitude: far.lng }).where(eq(users.id, user.id));
    const after = await read();
    const farKm = distanceKm(far, { lat: after.publicLatitude ?? 0, lng: after.publicLongitude ?? 0 });
    expect(farKm).toBeGreaterThanOrEqual(1);
    expect(farKm).toBeLessThanOrEqual(2.3);
    expect(after.positionAnchorLat).toBe(far.lat);

    await t.db.update(users).set({ latitude: null, longitude: null }).where(eq(users.id, user.id));
    expect(await read()).toMatchObject({ publicLatitude: null, publicLongitude: null });
  });
});
