import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boosts, swipes, type users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan, signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Fields = Partial<typeof users.$inferInsert>;
const north = (spot: { latitude: number }, km: number) => ({ latitude: spot.latitude + km / 111 });

/**
 * A viewer (a Hindu man of 31 who looks for anyone within 10 km) and, for each way a member can exclude him,
 * members he would pick but who would not pick him. Each is otherwise the best match he could have.
 */
const VIEWER: Fields = {
  gender: "Male",
  dateOfBirth: "1995-05-05",
  religion: "Hindu",
  skills: ["Rust", "Go", "Kafka"],
  prefGenders: ["Male", "Female", "Other"],
  prefAgeMin: 18,
  prefAgeMax: 60,
  prefDistanceKm: 10,
};
const BEST = { skills: ["Rust", "Go", "Kafka"] };
const exclusions = (spot: { latitude: number }): Record<string, Fields> => ({
  "wants only women": { ...BEST, prefGenders: ["Female"] },
  "age range excludes the viewer": { ...BEST, prefAgeMin: 20, prefAgeMax: 28 },
  "distance excludes the viewer": { ...BEST, ...north(spot, 7), prefDistanceKm: 3 },
  "a dealbreaker religion": { ...BEST, prefReligions: ["Jain"], prefDealbreakers: ["religion"] },
});

async function scene() {
  const area = neighbourhood(t);
  const viewer = await area.viewer({ ...VIEWER, ...paidPlan("platinum") });
  const hidden: Record<string, string> = {};
  const emails: Record<string, string> = {};
  for (const [reason, fields] of Object.entries(exclusions(area.spot))) {
    const created = await area.member(fields);
    hidden[reason] = created.user.id;
    emails[reason] = created.email;
  }
  // Who still fits both ways: a member who only prefers Jain members (not a dealbreaker) and a plain one.
  const oneWayReligion = await area.member({ skills: ["Rust"], prefReligions: ["Jain"] });
  const plain = await area.member({ skills: ["Rust"] });
  return { area, viewer, hidden, emails, shown: [oneWayReligion.user.id, plain.user.id] };
}

const deckIds = async (client: { get: (url: string) => Promise<{ json: () => { data: { _id: string }[] } }> }) =>
  (await client.get("/api/feed")).json().data.map((card) => card._id);

describe("hard preferences hold both ways", () => {
  it("hides members the viewer does not fit from the deck, and shows those he does", async () => {
    const { viewer, hidden, shown } = await scene();
    const ids = await deckIds(viewer.client);
    for (const [reason, id] of Object.entries(hidden)) expect(ids, reason).not.toContain(id);
    expect(ids.sort()).toEqual([...shown].sort());
  });

  it("hides them from the boosted slots and the super-liker slots too", async () => {
    const { viewer, hidden, shown } = await scene();
    const endsAt = new Date(Date.now() + 30 * 60_000);
    const ids = Object.values(hidden);
    await t.db.insert(boosts).values(ids.slice(0, 2).map((userId) => ({ userId, endsAt })));
    await t.db
      .insert(swipes)
      .values(ids.slice(2).map((swiperId) => ({ swiperId, targetId: viewer.user.id, action: "superlike" as const })));
    const body = (await viewer.client.get("/api/feed")).json();
    expect(body.data.map((card: { _id: string }) => card._id).sort()).toEqual([...shown].sort());
  });

  it("hides them from AI suggestions", async () => {
    const { viewer, hidden, shown } = await scene();
    const response = await viewer.client.get("/api/feed/ai-insights");
    expect(response.statusCode).toBe(200);
    const suggested = response.json().data.topMatches.map((match: { user: { _id: string } }) => match.user._id);
    for (const [reason, id] of Object.entries(hidden)) expect(suggested, reason).not.toContain(id);
    expect(suggested.sort()).toEqual([...shown].sort());
  });

  it("counts only members who fit both ways when offering a wider search", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer(VIEWER);
    // 18 km away: within the next distance step (25 km), so each would count one way.
    const far = north(area.spot, 18);
    await area.member({ ...far, prefDistanceKm: 500 });
    for (const fields of Object.values(exclusions(area.spot)))
      await area.member({ ...fields, ...far, prefDistanceKm: fields.prefDistanceKm === 3 ? 12 : 500 });
    const { options } = (await viewer.client.get("/api/feed/widening")).json().data;
    expect(options.find((option: { kind: string }) => option.kind === "distance").more).toBe(1);
  });

  it("is the same rule from the other side: the members who exclude the viewer do not see him either", async () => {
    const { viewer, emails } = await scene();
    for (const [reason, email] of Object.entries(emails)) {
      const client = as(t, (await signIn(t, email)).cookie);
      expect(await deckIds(client), reason).not.toContain(viewer.user.id);
    }
  });

  it("answers a swipe at a hidden member as for a stranger, but lets a like already received be answered", async () => {
    const { viewer, hidden, shown } = await scene();
    for (const [reason, id] of Object.entries(hidden)) {
      const response = await viewer.client.post(`/api/match/swipe/${id}`, { action: "like" });
      expect(response.statusCode, reason).toBe(404);
    }
    expect((await viewer.client.post(`/api/match/swipe/${shown[0]}`, { action: "like" })).statusCode).toBe(200);
    // A like sent before the member's choices hid him stays, and he may still answer it.
    const liker = hidden["wants only women"] as string;
    await t.db.insert(swipes).values({ swiperId: liker, targetId: viewer.user.id, action: "like" });
    const answer = await viewer.client.post(`/api/match/swipe/${liker}`, { action: "like" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.matchId).not.toBeNull();
  });
});
