import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, dailyPicks, swipes, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { freshDatabase } from "../../../test/fresh-database.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { countLikeRates } from "../../ranking/like-rates.ts";
import { chooseMostCompatible } from "../../ranking/most-compatible.ts";

let t: TestApp;
beforeAll(async () => {
  // Its own database: the daily pass pairs every listed member, and other files add their own.
  const databaseUrl = process.env.DATABASE_URL;
  t = await createTestApp(databaseUrl ? { DATABASE_URL: await freshDatabase(databaseUrl, "picks") } : {});
});
afterAll(() => t.close());

const SKILLS = { skills: ["Rust", "Go", "Kafka", "Elixir"] };
const picksOf = async (userId: string) =>
  (await t.db.select().from(dailyPicks).where(eq(dailyPicks.userId, userId))).map((row) => row.pickId);

describe("Most Compatible", () => {
  it("never picks a member hidden by the rule, blocked, swiped on or not listed, and shows the pick first", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ gender: "Male", prefGenders: ["Female"], ...SKILLS });
    // Better matches for him than `fits`, each out of bounds in its own way.
    const hidden = await area.member({ ...SKILLS, prefGenders: ["Female"] });
    const blocked = await area.member(SKILLS);
    const swiped = await area.member(SKILLS);
    const paused = await area.member({ ...SKILLS, isPaused: true });
    const suspended = await area.member({ ...SKILLS, isSuspended: true });
    const fits = await area.member({ skills: ["Rust", "Excel", "Java", "Perl"] });
    await t.db.insert(blocks).values({ blockerId: blocked.user.id, blockedId: viewer.user.id });
    await t.db.insert(swipes).values({ swiperId: swiped.user.id, targetId: viewer.user.id, action: "pass" });

    const result = await chooseMostCompatible(t);
    expect(result.pairs).toBeGreaterThan(0);
    expect(await picksOf(viewer.user.id)).toEqual([fits.user.id]);
    expect(await picksOf(fits.user.id)).toEqual([viewer.user.id]);
    for (const member of [hidden, blocked, swiped, paused, suspended])
      expect(await picksOf(member.user.id)).not.toContain(viewer.user.id);

    // The deck: the pick first, labelled, above a member who scores better.
    const other = await area.member(SKILLS);
    const cards = (await viewer.client.get("/api/feed")).json().data;
    expect(cards[0]._id).toBe(fits.user.id);
    expect(cards[0].isMostCompatible).toBe(true);
    expect(cards.find((card: { _id: string }) => card._id === other.user.id).isMostCompatible).toBe(false);
    expect(cards[0].compatibility.score).toBeLessThan(
      cards.find((card: { _id: string }) => card._id === other.user.id).compatibility.score,
    );
    // Once swiped on, the pick leaves the deck like any card.
    await viewer.client.post(`/api/match/swipe/${fits.user.id}`, { action: "pass" });
    const after = (await viewer.client.get("/api/feed")).json().data;
    expect(after.map((card: { _id: string }) => card._id)).not.toContain(fits.user.id);
  });
});

describe("New here", () => {
  it("puts members who joined in the last week first, newest-joined considered even if not recently active", async () => {
    const area = neighbourhood(t);
    const days = (count: number) => new Date(Date.now() - count * 86_400_000);
    const viewer = await area.viewer({ ...SKILLS, prefNewHereFirst: true });
    const veteran = await area.member({ ...SKILLS, createdAt: days(60) });
    const newcomer = await area.member({ skills: ["Excel"], createdAt: days(2), lastActiveAt: days(2) });
    const older = await area.member({ skills: ["Excel"], createdAt: days(9) });
    const ids = async () =>
      (await viewer.client.get("/api/feed")).json().data.map((card: { _id: string; isNew: boolean }) => card._id);
    expect(await ids()).toEqual([newcomer.user.id, veteran.user.id, older.user.id]);
    const cards = (await viewer.client.get("/api/feed")).json().data;
    expect(cards.map((card: { isNew: boolean }) => card.isNew)).toEqual([true, false, false]);

    // Without the option, the score decides.
    await t.db.update(users).set({ prefNewHereFirst: false }).where(eq(users.id, viewer.user.id));
    expect((await ids())[0]).toBe(veteran.user.id);
  });
});

describe("like rates", () => {
  it("rank first, at equal scores, the member who likes people like the viewer", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ gender: "Male", profession: "Designer", skills: ["Go"] });
    const picky = await area.member({ skills: ["Go"] });
    const warm = await area.member({ skills: ["Go"] });
    // Both have swiped on ten men like the viewer (same gender, age band and profession; they look only for
    // women, so they are not in his deck): one liked most of them.
    const peers = await Promise.all(
      Array.from({ length: 10 }, () =>
        area.member({ gender: "Male", profession: "Designer", prefGenders: ["Female"] }),
      ),
    );
    const old = new Date(Date.now() - 10 * 60_000);
    await t.db.insert(swipes).values(
      peers.flatMap(
        (peer, index) =>
          [
            { swiperId: picky.user.id, targetId: peer.user.id, action: index < 1 ? "like" : "pass", createdAt: old },
            { swiperId: warm.user.id, targetId: peer.user.id, action: index < 9 ? "like" : "pass", createdAt: old },
          ] as const,
      ),
    );
    // The picky member is the more recently active, so without the rates she would come first.
    await t.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, picky.user.id));
    const before = (await viewer.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id);
    expect(before.slice(0, 2)).toEqual([picky.user.id, warm.user.id]);

    expect((await countLikeRates(t)).swipers).toBeGreaterThanOrEqual(2);
    const after = (await viewer.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id);
    expect(after.slice(0, 2)).toEqual([warm.user.id, picky.user.id]);
    // A second run with nothing new changes nothing.
    expect((await countLikeRates(t)).swipers).toBe(0);
  });
});
