import { and, eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, matches, notifications, swipes, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createUser, paidPlan, signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const swipeOn = (client: ReturnType<typeof as>, userId: string, action: string) =>
  client.post(`/api/match/swipe/${userId}`, { action });
/** Swipes `action` on that many new members outside any feed, straight into the table. */
async function swipeOnNewMembers(swiperId: string, count: number, action: "like" | "pass") {
  const others = await Promise.all(Array.from({ length: count }, () => createUser(t)));
  await t.db.insert(swipes).values(others.map((other) => ({ swiperId, targetId: other.user.id, action })));
}
const matchRows = (a: string, b: string) =>
  t.db
    .select()
    .from(matches)
    .where(or(and(eq(matches.userA, a), eq(matches.userB, b)), and(eq(matches.userA, b), eq(matches.userB, a))));

describe("POST /api/match/swipe/:userId", () => {
  it("makes a match when the like is mutual, with the other's name and shared interests", async () => {
    const area = neighbourhood(t);
    const ada = await area.viewer({ firstName: "Ada", skills: ["Rust", "Go", "SQL"] });
    const grace = await area.viewer({ firstName: "Grace", skills: ["Go", "SQL", "COBOL"] });
    const first = await swipeOn(ada.client, grace.user.id, "like");
    expect(first.json().data).toMatchObject({ action: "like", matchId: null, matchedWith: null });
    const second = await swipeOn(grace.client, ada.user.id, "like");
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      matchId: expect.any(String),
      matchedWith: { _id: ada.user.id, firstName: "Ada" },
      mutualInterests: ["Rust", "Go", "SQL"].filter((skill) => ["Go", "SQL"].includes(skill)),
    });
    expect(await matchRows(ada.user.id, grace.user.id)).toHaveLength(1);
    const matchNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.matchId, second.json().data.matchId));
    expect(matchNotes.map((note) => note.userId).sort()).toEqual([ada.user.id, grace.user.id].sort());
  });

  it("makes exactly one match when both like each other at the same moment", async () => {
    const area = neighbourhood(t);
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await area.viewer(), await area.viewer()] as const),
    );
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [swipeOn(a.client, b.user.id, "like"), swipeOn(b.client, a.user.id, "like")]),
    );
    expect(results.every((response) => response.statusCode === 200)).toBe(true);
    for (const [a, b] of pairs) expect(await matchRows(a.user.id, b.user.id)).toHaveLength(1);
  });

  it("treats a repeated swipe as the same swipe", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const target = await area.member();
    await swipeOn(viewer.client, target.user.id, "pass");
    const again = await swipeOn(viewer.client, target.user.id, "like");
    expect(again.statusCode).toBe(200);
    expect(again.json().data.action).toBe("pass");
    expect(await t.db.select().from(swipes).where(eq(swipes.swiperId, viewer.user.id))).toHaveLength(1);
  });

  it.each([
    ["yourself", "self", 400, "userId: You can't swipe on yourself."],
    ["an unknown member", "unknown", 404, "This member is no longer available."],
    ["a member who blocked you", "blocker", 404, "This member is no longer available."],
    ["an unfinished profile", "unfinished", 404, "This member is no longer available."],
  ])("refuses a swipe on %s", async (_label, kind, status, message) => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const blocker = await area.member();
    await t.db.insert(blocks).values({ blockerId: blocker.user.id, blockedId: viewer.user.id });
    const unfinished = await createUser(t);
    const targets: Record<string, string> = {
      self: viewer.user.id,
      unknown: crypto.randomUUID(),
      blocker: blocker.user.id,
      unfinished: unfinished.user.id,
    };
    const response = await swipeOn(viewer.client, targets[kind] ?? "", "like");
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it("refuses swipes from a member who has not finished onboarding", async () => {
    const area = neighbourhood(t);
    const target = await area.member();
    const { email } = await createUser(t);
    const client = as(t, (await signIn(t, email)).cookie);
    const response = await swipeOn(client, target.user.id, "like");
    expect(response.json()).toMatchObject({ code: "PROFILE_INCOMPLETE", redirectTo: "/onboarding" });
  });

  it("refuses an action that is not like, pass or superlike", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const target = await area.member();
    const response = await swipeOn(viewer.client, target.user.id, "love");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("action: action must be like, pass or superlike");
  });
});

describe("daily allowances from the plans table", () => {
  it("gives the free plan 50 likes a day, then answers 429", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    await swipeOnNewMembers(viewer.user.id, 50, "like");
    const target = await area.member();
    const response = await swipeOn(viewer.client, target.user.id, "like");
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe("SWIPE_LIMIT");
    expect(response.json().message).toMatch(/Passing is always free/);
    expect((await viewer.client.get("/api/feed")).json().allowance.swipesLeft).toBe(0);
  });

  it("never spends the allowance on passes, and still lets a member pass after the last like", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    await swipeOnNewMembers(viewer.user.id, 60, "pass");
    expect((await viewer.client.get("/api/feed")).json().allowance.swipesLeft).toBe(50);
    await swipeOnNewMembers(viewer.user.id, 50, "like");
    const target = await area.member();
    const passed = await swipeOn(viewer.client, target.user.id, "pass");
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.allowance.swipesLeft).toBe(0);
  });

  it("gives the free plan one super like a day and notifies the person super-liked", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const [first, second] = [await area.member(), await area.member()];
    expect((await swipeOn(viewer.client, first.user.id, "superlike")).statusCode).toBe(200);
    const note = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.user.id), eq(notifications.type, "superlike")));
    expect(note).toHaveLength(1);
    expect(note[0]?.actorId).toBe(viewer.user.id);
    const again = await swipeOn(viewer.client, second.user.id, "superlike");
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/super likes/);
  });

  it("lets Gold swipe without a daily limit", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({
      membershipType: "gold",
      membershipExpiresAt: new Date(Date.now() + 86_400_000),
    });
    await swipeOnNewMembers(viewer.user.id, 50, "like");
    const target = await area.member();
    const response = await swipeOn(viewer.client, target.user.id, "like");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.allowance.swipesLeft).toBeNull();
  });

  it("gives everyone everything in the all-free reading", async () => {
    const free = await createTestApp({ PRICING_MODE: "all-free" });
    try {
      const viewer = await neighbourhood(free).viewer();
      const allowance = (await viewer.client.get("/api/feed")).json().allowance;
      expect(allowance).toEqual({ swipesLeft: null, superLikesLeft: 5, canUndo: true });
    } finally {
      await free.close();
    }
  });
});

describe("POST /api/match/undo", () => {
  it("is a Gold and Platinum feature", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const target = await area.member();
    await swipeOn(viewer.client, target.user.id, "pass");
    const response = await viewer.client.post("/api/match/undo");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("PREMIUM_REQUIRED");
  });

  it("takes back the last swipe on the server and returns the card to show again", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({
      membershipType: "platinum",
      membershipExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const target = await area.member({ firstName: "Hedy" });
    await swipeOn(viewer.client, target.user.id, "pass");
    expect((await viewer.client.get("/api/feed")).json().data).toHaveLength(0);
    const undo = await viewer.client.post("/api/match/undo");
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data.card).toMatchObject({
      _id: target.user.id,
      firstName: "Hedy",
      compatibility: { score: expect.any(Number) },
    });
    expect((await viewer.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id)).toEqual([
      target.user.id,
    ]);
    expect((await viewer.client.post("/api/match/undo")).statusCode).toBe(404);
  });

  it("puts back the card exactly as the deck showed it, super like included", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer(paidPlan());
    const admirer = await area.viewer({ firstName: "Admirer", ...paidPlan() });
    await swipeOn(admirer.client, viewer.user.id, "superlike");
    const [shown] = (await viewer.client.get("/api/feed")).json().data;
    expect(shown).toMatchObject({ _id: admirer.user.id, superLikedYou: true });
    await swipeOn(viewer.client, admirer.user.id, "pass");
    const undo = await viewer.client.post("/api/match/undo");
    expect(undo.json().data.card).toEqual(shown);
  });

  it("cannot undo a swipe that made a match", async () => {
    const area = neighbourhood(t);
    const gold = { membershipType: "gold" as const, membershipExpiresAt: new Date(Date.now() + 86_400_000) };
    const viewer = await area.viewer(gold);
    const other = await area.viewer();
    await swipeOn(other.client, viewer.user.id, "like");
    await swipeOn(viewer.client, other.user.id, "like");
    const response = await viewer.client.post("/api/match/undo");
    expect(response.statusCode).toBe(409);
    expect(await matchRows(viewer.user.id, other.user.id)).toHaveLength(1);
  });
});

describe("requests and connections", () => {
  it("lists people who liked me, and accepting makes a match that both see as a connection", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer({ firstName: "Me", ...paidPlan() });
    const admirer = await area.viewer({ firstName: "Admirer" });
    const superAdmirer = await area.viewer({ firstName: "Super" });
    await swipeOn(admirer.client, me.user.id, "like");
    await swipeOn(superAdmirer.client, me.user.id, "superlike");

    const requests = (await me.client.get("/api/user/requests/received")).json().data;
    expect(requests.map((request: { fromUserId: { firstName: string } }) => request.fromUserId.firstName)).toEqual([
      "Super",
      "Admirer",
    ]);
    expect(JSON.stringify(requests)).not.toContain(admirer.email);

    const admirerRequest = requests.find(
      (request: { fromUserId: { _id: string } }) => request.fromUserId._id === admirer.user.id,
    );
    const accepted = await me.client.post(`/api/request/review/accepted/${admirerRequest._id}`);
    expect(accepted.json().data.matchId).toEqual(expect.any(String));
    const superRequest = requests.find(
      (request: { fromUserId: { _id: string } }) => request.fromUserId._id === superAdmirer.user.id,
    );
    expect((await me.client.post(`/api/request/review/rejected/${superRequest._id}`)).json().data.matchId).toBeNull();
    expect((await me.client.get("/api/user/requests/received")).json().data).toEqual([]);

    const mine = (await me.client.get("/api/user/connections")).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ _id: admirer.user.id, firstName: "Admirer", matchId: accepted.json().data.matchId }),
    ]);
    const theirs = (await admirer.client.get("/api/user/connections")).json().data;
    expect(theirs.map((connection: { _id: string }) => connection._id)).toEqual([me.user.id]);

    const matchedAt = await me.client.get(`/api/matches/with/${admirer.user.id}`);
    expect(matchedAt.json().data).toEqual({ matchId: accepted.json().data.matchId, matchedAt: mine[0].matchedAt });
    expect((await me.client.get(`/api/matches/with/${superAdmirer.user.id}`)).statusCode).toBe(404);
  });

  it("shows a Free member super likes in full and only how many ordinary likes wait", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const admirers = [await area.viewer({ firstName: "Quiet" }), await area.viewer({ firstName: "Shy" })];
    const superAdmirer = await area.viewer({ firstName: "Bold" });
    for (const admirer of admirers) await swipeOn(admirer.client, me.user.id, "like");
    await swipeOn(superAdmirer.client, me.user.id, "superlike");

    const response = (await me.client.get("/api/user/requests/received")).json();
    expect(response.hiddenCount).toBe(2);
    expect(response.data.map((request: { fromUserId: { firstName: string } }) => request.fromUserId.firstName)).toEqual(
      ["Bold"],
    );
    for (const admirer of admirers) expect(JSON.stringify(response)).not.toContain(admirer.user.id);

    await t.db.update(users).set(paidPlan()).where(eq(users.id, me.user.id));
    const paid = (await me.client.get("/api/user/requests/received")).json();
    expect(paid.hiddenCount).toBe(0);
    expect(paid.data).toHaveLength(3);
  });

  it("never lets a member answer someone else's request", async () => {
    const area = neighbourhood(t);
    const target = await area.viewer(paidPlan());
    const admirer = await area.viewer();
    const intruder = await area.viewer();
    await swipeOn(admirer.client, target.user.id, "like");
    const [request] = (await target.client.get("/api/user/requests/received")).json().data;
    expect((await intruder.client.post(`/api/request/review/accepted/${request._id}`)).statusCode).toBe(404);
    expect((await intruder.client.post(`/api/request/review/maybe/${request._id}`)).statusCode).toBe(400);
  });

  it("hides blocked members from requests and connections", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const other = await area.viewer();
    await swipeOn(other.client, me.user.id, "like");
    await swipeOn(me.client, other.user.id, "like");
    await t.db.insert(blocks).values({ blockerId: other.user.id, blockedId: me.user.id });
    expect((await me.client.get("/api/user/connections")).json().data).toEqual([]);
    expect((await me.client.get(`/api/matches/with/${other.user.id}`)).statusCode).toBe(404);
    const [stillThere] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(stillThere).toBeDefined();
  });
});
