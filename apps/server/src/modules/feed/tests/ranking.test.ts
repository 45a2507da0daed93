import { randomUUID } from "node:crypto";
import { FEED_PAGE_SIZE, type FeedCard, NEW_HERE_DAYS, sharedSkills } from "@devmatch/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, swipes, type UserRow } from "../../../db/schema.ts";
import { publicDistanceKm } from "../../../lib/distance.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { findUser, photosByUser } from "../../users/load.ts";
import { type PhotoRef, presentPublicProfile } from "../../users/presenter.ts";
import { compatibilityBetween } from "../compatibility.ts";
import { encodeCursor } from "../cursor.ts";
import { feedPageStatement, feedParams } from "../feed-query.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A profession no other test uses: a viewer who wants only it sees only the members made here. */
const uniqueProfession = () => `Profession ${randomUUID()}`;
/**
 * Members without a position are shown to every viewer whatever the distance, so the ones made here are older
 * than any other test's viewer looks for, and only this file's viewers (who accept that age) see them.
 */
const UNPLACED = { latitude: null, longitude: null, dateOfBirth: "1950-01-01", prefAgeMax: 80 };
/** Looks for members that old, and (both ways) is looked for by them. */
const SEES_UNPLACED = { prefAgeMax: 80 };

/** The card the shared presenters and `computeCompatibility` make of a member: what the SQL must write. */
function expectedCard(viewer: UserRow, member: UserRow, memberPhotos: PhotoRef[], distanceKm: number | null) {
  return {
    // Nobody in a deck has matched the viewer.
    ...presentPublicProfile(member, memberPhotos, { surname: "initial" }),
    compatibility: compatibilityBetween(viewer, member),
    // The same function from the member's side: the viewer as the candidate.
    theirCompatibility: compatibilityBetween(member, viewer),
    sharedSkills: sharedSkills(viewer.skills, member.skills),
    distanceKm,
    superLikedYou: false,
    isBoosted: false,
    isMostCompatible: false,
    isNew: member.createdAt.getTime() > Date.now() - NEW_HERE_DAYS * 86_400_000,
  };
}

const pick = <T>(values: readonly T[], index: number) => values[index % values.length] as T;

describe("the feed's ranking in the database", () => {
  it("renders every card exactly as the shared presenters do, ranked by the same score", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({
      skills: ["TypeScript", "Go", "PostgreSQL", "Kafka"],
      degree: " B.Tech ",
      profession: "Backend Developer",
      prefReligions: ["Hindu", "Jain"],
    });
    const skillSets = [
      ["typescript", "go"],
      ["TYPESCRIPT", "Elm", "Kafka", "Rust", "Go"],
      ["Excel"],
      ["PostgreSQL"],
      ["go", "Kafka", "postgresql", "TypeScript", "Zig", "Nim", "OCaml", "Lua", "Perl", "Haskell"],
      [],
    ];
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        area.member({
          skills: pick(skillSets, index),
          // What their GitHub code shows: some of their skills, some not listed on their profile, or nothing.
          githubSkillKeys: pick(
            [[], ["typescript", "go"], ["kafka", "postgresql", "rust", "elm"], ["zig", "c"]],
            index,
          ),
          degree: pick(["b.tech", "M.Tech", null, "", "B.TECH"], index),
          profession: pick(["Backend Developer", "Designer", null], index),
          religion: pick(["Hindu", "Jain"], index),
          city: pick(["Pune", null, ""], index),
          state: pick(["Maharashtra", null], index),
          country: pick(["India", "India", null, "India"], index),
          heightFeet: pick([5, null, 6], index),
          heightInches: pick([11, 3, null, 0], index),
          bio: pick(['Says "hi" \\ waves', null, "Émile — ünïcode ✓"], index),
          companyName: pick(["Acme", null], index),
          interests: pick([["Chess", "Hiking"], []], index),
          socialLinks: pick<Record<string, string>>([{ github: "https://github.com/ada" }, {}], index),
          dateOfBirth: pick(["1994-02-28", "1996-11-21", "1990-12-31"], index),
          // Their own choices, read from their side: religions they prefer (not a dealbreaker) and an age range.
          prefReligions: pick([[], ["Hindu"], ["Sikh"]], index),
          prefAgeMin: pick([18, 25], index),
          latitude: area.spot.latitude + (index % 7) * 0.01,
          longitude: area.spot.longitude - (index % 5) * 0.01,
        }),
      ),
    );
    // Every third member has photos, stored out of order.
    await t.db
      .insert(photos)
      .values(
        members
          .filter((_, index) => index % 3 === 0)
          .flatMap(({ user }) =>
            [2, 0, 1].map((position) => ({ userId: user.id, position, width: 1080, height: 1350 })),
          ),
      );

    const viewerRow = await findUser(t, { userId: viewer.user.id });
    const [row] = await feedPageStatement.execute(t.database, feedParams({ viewerId: viewer.user.id, after: null }));
    const cards: FeedCard[] = JSON.parse(row?.cards ?? "[]");
    expect(cards).toHaveLength(FEED_PAGE_SIZE);
    expect(row?.nextKey).not.toBeNull();
    expect(cards.filter((card) => card.photos.length === 3).length).toBeGreaterThan(2);
    for (const card of cards) {
      const member = await findUser(t, { userId: card._id });
      const memberPhotos = (await photosByUser(t, { userIds: [card._id] })).get(card._id) ?? [];
      const distanceKm = publicDistanceKm(viewerRow, member);
      expect(card).toEqual(expectedCard(viewerRow, member, memberPhotos, distanceKm));
    }

    // Ranked by the harmonic mean of both sides' scores (every member here has the same like rate: none yet).
    const mutual = cards.map(({ compatibility: { score }, theirCompatibility: { score: theirs } }) =>
      score + theirs === 0 ? 0 : (2 * score * theirs) / (score + theirs),
    );
    for (let index = 1; index < mutual.length; index++)
      expect(mutual[index - 1]).toBeGreaterThanOrEqual((mutual[index] ?? 0) - 0.01);
    expect(new Set(cards.map((card) => card.compatibility.score)).size).toBeGreaterThan(3);
    // Members' own religion preferences differ, so their side's scores differ from the viewer's.
    expect(cards.some((card) => card.theirCompatibility.score !== card.compatibility.score)).toBe(true);
    // The page holds cards whose shared skills are verified on GitHub, and some whose skills points hit the cap.
    expect(cards.some((card) => card.sharedSkills.some((skill) => card.verifiedSkills.includes(skill)))).toBe(true);
    expect(cards.some((card) => card.compatibility.breakdown.skills?.points === 25)).toBe(true);
  });

  it("counts shared skills verified on GitHub for more, in the database and the shared function alike", async () => {
    const profession = uniqueProfession();
    const area = neighbourhood(t);
    const viewer = await area.viewer({ skills: ["TypeScript", "Go", "Rust", "Elixir"], prefProfessions: [profession] });
    const same = { profession, skills: ["TypeScript", "Go", "Java", "Kotlin"] };
    const unverified = await area.member(same);
    const verified = await area.member({ ...same, githubSkillKeys: ["go", "java", "kotlin", "typescript"] });
    const viewsAll = await area.member({ ...same, githubSkillKeys: ["css"] });
    const cards: FeedCard[] = (await viewer.client.get("/api/feed")).json().data;
    const cardOf = (id: string) => cards.find((card) => card._id === id) as FeedCard;
    // 2 shared of a possible 4: 13 of 25; both verified, they count as 4 of 4.
    expect(cardOf(unverified.user.id).compatibility.breakdown.skills).toEqual({ points: 13, max: 25 });
    expect(cardOf(viewsAll.user.id).compatibility.breakdown.skills).toEqual({ points: 13, max: 25 });
    expect(cardOf(verified.user.id).compatibility.breakdown.skills).toEqual({ points: 25, max: 25 });
    expect(cardOf(verified.user.id).verifiedSkills).toEqual(["TypeScript", "Go", "Java", "Kotlin"]);
    expect(cardOf(verified.user.id).compatibility.score).toBeGreaterThan(
      cardOf(unverified.user.id).compatibility.score,
    );
    expect(cards[0]?._id).toBe(verified.user.id);
    const viewerRow = await findUser(t, { userId: viewer.user.id });
    for (const member of [unverified, verified, viewsAll]) {
      const card = cardOf(member.user.id);
      const row = await findUser(t, { userId: member.user.id });
      expect(card.compatibility).toEqual(compatibilityBetween(viewerRow, row));
    }
  });

  it("ranks a member who fits both ways above one the viewer fits less well, at the same score one way", async () => {
    const profession = uniqueProfession();
    const area = neighbourhood(t);
    const viewer = await area.viewer({ religion: "Hindu", prefProfessions: [profession] });
    const same = { profession, skills: ["TypeScript", "Go", "PostgreSQL"] };
    // The viewer scores both alike; only the first also prefers his religion (the other prefers another, which
    // is not a dealbreaker, so she is still shown). The other was active last, so activity alone would put her first.
    const twoWay = await area.member({ ...same, prefReligions: ["Hindu"] });
    const oneWay = await area.member({ ...same, prefReligions: ["Sikh"] });
    const cards: FeedCard[] = (await viewer.client.get("/api/feed")).json().data;
    expect(cards.map((card) => card._id)).toEqual([twoWay.user.id, oneWay.user.id]);
    expect(cards[0]?.compatibility.score).toBe(cards[1]?.compatibility.score);
    expect(cards[0]?.theirCompatibility.breakdown.religion).toEqual({ points: 10, max: 10 });
    expect(cards[1]?.theirCompatibility.breakdown.religion).toEqual({ points: 0, max: 10 });
  });

  it("walks the whole activity index for a viewer without a position, and shows members without one", async () => {
    const profession = uniqueProfession();
    const area = neighbourhood(t);
    const viewer = await area.viewer({ ...UNPLACED, ...SEES_UNPLACED, prefProfessions: [profession] });
    const farAway = await area.member({ ...SEES_UNPLACED, profession, latitude: -area.spot.latitude, longitude: 0 });
    const unplaced = await area.member({ ...UNPLACED, profession });
    const body = (await viewer.client.get("/api/feed")).json();
    expect(body.data.map((card: { _id: string }) => card._id).sort()).toEqual(
      [farAway.user.id, unplaced.user.id].sort(),
    );
    expect(body.data.every((card: { distanceKm: number | null }) => card.distanceKm === null)).toBe(true);
  });

  it("scores location only between two members who both have a position, never for one without", async () => {
    const profession = uniqueProfession();
    const area = neighbourhood(t);
    const placedViewer = await area.viewer({ ...SEES_UNPLACED, prefProfessions: [profession] });
    const placed = await area.member({ ...SEES_UNPLACED, profession });
    const unplaced = await area.member({ ...UNPLACED, profession });
    const cards: FeedCard[] = (await placedViewer.client.get("/api/feed")).json().data;
    const cardOf = (id: string) => cards.find((card) => card._id === id) as FeedCard;
    expect(cardOf(placed.user.id).compatibility.breakdown.location).toEqual({ points: 15, max: 15 });
    expect(cardOf(placed.user.id).distanceKm).not.toBeNull();
    // A member with only a city name and no position: no location points, no distance, from either side.
    expect(cardOf(unplaced.user.id).compatibility.breakdown.location).toBeUndefined();
    expect(cardOf(unplaced.user.id).theirCompatibility.breakdown.location).toBeUndefined();
    expect(cardOf(unplaced.user.id).distanceKm).toBeNull();

    const unplacedViewer = await area.viewer({ ...UNPLACED, ...SEES_UNPLACED, prefProfessions: [profession] });
    const seen: FeedCard[] = (await unplacedViewer.client.get("/api/feed")).json().data;
    expect(seen.length).toBeGreaterThan(0);
    for (const card of seen) expect(card.compatibility.breakdown.location).toBeUndefined();
  });

  it("keeps to the exact distance for a viewer whose reach spans many grid cells", async () => {
    const profession = uniqueProfession();
    const area = neighbourhood(t);
    const viewer = await area.viewer({ ...SEES_UNPLACED, prefDistanceKm: 500, prefProfessions: [profession] });
    // One degree of latitude is about 111 km.
    // They look as far as the viewer does: the rule holds both ways.
    const within = await area.member({
      ...SEES_UNPLACED,
      profession,
      latitude: area.spot.latitude + 4,
      prefDistanceKm: 500,
    });
    const beyond = await area.member({
      ...SEES_UNPLACED,
      profession,
      latitude: area.spot.latitude + 4.7,
      prefDistanceKm: 500,
    });
    const unplaced = await area.member({ ...UNPLACED, profession });
    const body = (await viewer.client.get("/api/feed")).json();
    const ids = body.data.map((card: { _id: string }) => card._id);
    expect(ids.sort()).toEqual([within.user.id, unplaced.user.id].sort());
    expect(ids).not.toContain(beyond.user.id);
    const withinCard = body.data.find((card: { _id: string }) => card._id === within.user.id);
    expect(withinCard.distanceKm).toBeGreaterThan(400);
    expect(withinCard.distanceKm).toBeLessThanOrEqual(500);
  });

  it("reports today's allowance with the page, also when the page is empty", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const members = await Promise.all([area.member(), area.member()]);
    const before = (await viewer.client.get("/api/feed")).json();
    await t.db.insert(swipes).values({ swiperId: viewer.user.id, targetId: members[0]?.user.id ?? "", action: "like" });
    await t.db
      .insert(swipes)
      .values({ swiperId: viewer.user.id, targetId: members[1]?.user.id ?? "", action: "superlike" });
    const after = (await viewer.client.get("/api/feed")).json();
    expect(after.data).toEqual([]);
    expect(after.nextCursor).toBeNull();
    expect(after.allowance.swipesLeft).toBe(before.allowance.swipesLeft - 1);
    expect(after.allowance.superLikesLeft).toBe(before.allowance.superLikesLeft - 1);
  });

  it("refuses a cursor whose time is not a real instant, without reaching the database", async () => {
    const viewer = await neighbourhood(t).viewer();
    for (const activeAt of ["2026-13-40T25:61:61.000000Z", "2026-02-30T10:00:00.000000Z", "yesterday"]) {
      const cursor = encodeCursor([0, 80_000, activeAt, randomUUID()]);
      const response = await viewer.client.get(`/api/feed?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor/);
    }
  });

  it("refuses a cursor whose numbers are out of range, instead of failing in the database", async () => {
    const viewer = await neighbourhood(t).viewer();
    const activeAt = "2026-11-20T10:00:00.000000Z";
    for (const key of [
      [2147483648, 0],
      [0, 2147483648],
      [-1, 0],
      [0, -1],
      [16, 0],
      [0, 100_001],
      [0.5, 0],
    ]) {
      const cursor = encodeCursor([...(key as [number, number]), activeAt, randomUUID()]);
      const response = await viewer.client.get(`/api/feed?cursor=${cursor}`);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().message).toMatch(/cursor/);
    }
  });
});
