import { randomUUID } from "node:crypto";
import { API_CLIENT_HEADER } from "@devmatch/shared";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, networkProfiles, swipes, type users } from "../../../db/schema.ts";
import { emailHash } from "../../../policies/small-world.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createMember, STRONG_PASSWORD, signIn } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { unzip } from "../../../test/unzip.ts";
import { networkRankingSql } from "../deck.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof as>;
type NetworkFields = Partial<typeof networkProfiles.$inferInsert>;

/** A member in Network mode with a network profile (a co-founder in engineering, 20 h/week, unless told). */
async function networker(fields: Partial<typeof users.$inferInsert> = {}, network: NetworkFields = {}) {
  const created = await createMember(t, {
    modeNetwork: true,
    email: `nw-${randomUUID().slice(0, 8)}@example.test`,
    ...fields,
  });
  await t.db.insert(networkProfiles).values({
    userId: created.user.id,
    lookingFor: ["cofounder"],
    role: "engineering",
    hoursPerWeek: 20,
    ...network,
  });
  const { cookie } = await signIn(t, created.email);
  return { ...created, cookie, client: as(t, cookie) };
}

/** Every card of the client's network deck, page after page, in order. */
async function deck(client: Client) {
  const cards: { _id: string; fit: number; reason: string; [key: string]: unknown }[] = [];
  let cursor: string | null = null;
  do {
    const response = await client.get(`/api/feed?mode=network${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    cards.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
}
const idsIn = async (client: Client, among: { user: { id: string } }[]) => {
  const wanted = new Set(among.map((member) => member.user.id));
  return (await deck(client)).map((card) => card._id).filter((id) => wanted.has(id));
};

describe("modes", () => {
  it("keeps existing members in Date, and takes Date, Network or both but never neither", async () => {
    const member = await createMember(t);
    const client = as(t, (await signIn(t, member.email)).cookie);
    expect((await client.get("/api/me")).json().data.modes).toEqual({ date: true, network: false });

    const neither = await client.put("/api/profile/modes", { date: false, network: false });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toMatch(/at least one mode/);

    const both = await client.put("/api/profile/modes", { date: true, network: true });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.modes).toEqual({ date: true, network: true });
    const networkOnly = await client.put("/api/profile/modes", { date: false, network: true });
    expect(networkOnly.json().data.modes).toEqual({ date: false, network: true });
  });

  it("keeps a member in Network only out of every dating deck and Likes list, and sends them to the network deck", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ gender: "Male", prefGenders: ["Female"] });
    const dater = await area.member({ gender: "Female", prefGenders: ["Male"] });
    const networkOnly = await area.viewer({
      gender: "Female",
      prefGenders: ["Male"],
      modeDate: false,
      modeNetwork: true,
    });
    const ids = (await viewer.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id);
    expect(ids).toContain(dater.user.id);
    expect(ids).not.toContain(networkOnly.user.id);
    expect((await viewer.client.post(`/api/match/swipe/${networkOnly.user.id}`, { action: "like" })).statusCode).toBe(
      404,
    );

    const refused = await networkOnly.client.get("/api/feed");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "MODE_OFF", redirectTo: "/app/network" });
    const swipe = await networkOnly.client.post(`/api/match/swipe/${viewer.user.id}`, { action: "like" });
    expect(swipe.json().code).toBe("MODE_OFF");
  });

  it("refuses the network deck until Network is on", async () => {
    const member = await createMember(t);
    const client = as(t, (await signIn(t, member.email)).cookie);
    const response = await client.get("/api/feed?mode=network");
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("MODE_OFF");
  });
});

describe("PUT /api/profile/network", () => {
  it("saves the profile and names what is wrong", async () => {
    const member = await createMember(t, { modeNetwork: true });
    const client = as(t, (await signIn(t, member.email)).cookie);
    const bad = await client.put("/api/profile/network", { lookingFor: ["cofounder"], role: "ceo", hoursPerWeek: 20 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/role/);
    const tooMany = await client.put("/api/profile/network", {
      lookingFor: ["cofounder"],
      role: "business",
      hoursPerWeek: 20,
      pinnedRepos: Array.from({ length: 4 }, (_, i) => ({ name: `repo${i}`, url: `github.com/ada/repo${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/pinnedRepos/);

    const saved = await client.put("/api/profile/network", {
      lookingFor: ["cofounder", "mentor"],
      role: "business",
      hoursPerWeek: 15,
      stage: "idea",
      domains: ["fintech"],
      currentlyBuilding: "A ledger for small shops",
      pinnedRepos: [{ name: "ledger", url: "github.com/ada/ledger" }],
      teachSkills: ["Sales"],
      mustHaves: ["stage"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      role: "business",
      pinnedRepos: [{ name: "ledger", url: "https://github.com/ada/ledger" }],
      mustHaves: ["stage"],
    });
    expect((await client.get("/api/profile/network")).json().data).toMatchObject({
      modes: { date: true, network: true },
      profile: { currentlyBuilding: "A ledger for small shops" },
      hideSmallWorld: true,
    });
  });
});

describe("GET /api/feed?mode=network", () => {
  it("ranks a complementary co-founder above a same-role one, and says why in words", async () => {
    const viewer = await networker({}, { role: "engineering", domains: ["Fintech"] });
    const seller = await networker({ firstName: "Sam" }, { role: "business", domains: ["fintech"] });
    const coder = await networker({ firstName: "Cody" }, { role: "engineering", domains: ["fintech"] });
    expect(await idsIn(viewer.client, [seller, coder])).toEqual([seller.user.id, coder.user.id]);
    const card = (await deck(viewer.client)).find((c) => c._id === seller.user.id);
    expect(card?.reason).toBe(
      "You both want a co-founder; you build, they sell; both into fintech; both 20 h/week; same time zone",
    );
  });

  it("puts first the mentor whose GitHub-verified skills cover what the mentee wants to learn", async () => {
    const wishes = { lookingFor: ["mentee"], learnSkills: ["Rust", "Kubernetes"] };
    const mentee = await networker({}, wishes);
    const teaches = { lookingFor: ["mentor"], teachSkills: ["Rust", "Kubernetes"] };
    const unverified = await networker({ skills: ["Rust", "Kubernetes", "Go"] }, teaches);
    const partial = await networker(
      { skills: ["Rust", "Go", "SQL"] },
      { lookingFor: ["mentor"], teachSkills: ["Rust"] },
    );
    const verified = await networker(
      { skills: ["Rust", "Kubernetes", "Go"], githubSkillKeys: ["rust", "kubernetes"] },
      teaches,
    );
    expect(await idsIn(mentee.client, [unverified, partial, verified])).toEqual([
      verified.user.id,
      unverified.user.id,
      partial.user.id,
    ]);
    const card = (await deck(mentee.client)).find((c) => c._id === verified.user.id);
    expect(card?.reason).toMatch(/They can mentor you; they teach Rust \(verified on GitHub\), Kubernetes \(verified/);
  });

  it("treats a must-have as a filter, both ways", async () => {
    const viewer = await networker({}, { hoursPerWeek: 40, mustHaves: ["hours"] });
    const fullTime = await networker({}, { hoursPerWeek: 35 });
    const weekends = await networker({}, { hoursPerWeek: 5 });
    const picky = await networker({}, { role: "business", seekingRoles: ["design"], mustHaves: ["roles"] });
    expect(await idsIn(viewer.client, [fullTime, weekends, picky])).toEqual([fullTime.user.id]);
    // The picky member wants a designer: the engineer never sees them, and they never see the engineer.
    expect(await idsIn(picky.client, [viewer])).toEqual([]);
  });

  it("shows only people whose goals answer the viewer's", async () => {
    const viewer = await networker({}, { lookingFor: ["hackathon"] });
    const team = await networker({}, { lookingFor: ["hackathon", "collaborator"] });
    const founder = await networker({}, { lookingFor: ["cofounder"] });
    expect(await idsIn(viewer.client, [team, founder])).toEqual([team.user.id]);
  });

  it("never shows or ranks by a dating field, and dating preferences never filter it", async () => {
    const viewer = await networker({ prefGenders: ["Male"], prefAgeMin: 40, prefAgeMax: 45, prefReligions: ["Jain"] });
    const other = await networker({ gender: "Female", dateOfBirth: "2000-01-01", religion: "Hindu", heightFeet: 5 });
    const card = (await deck(viewer.client)).find((c) => c._id === other.user.id);
    expect(card).toBeDefined();
    for (const field of ["age", "gender", "religion", "height", "interests", "ctcRange"])
      expect(card).not.toHaveProperty(field);
    expect(card).toHaveProperty("network.role", "engineering");

    const text = new PgDialect().sqlToQuery(networkRankingSql(viewer.user.id)).sql;
    for (const column of ["gender", "date_of_birth", "pref_", "religion", "height", "ctc", "dealbreaker"])
      expect(text).not.toContain(column);
  });

  it("leaves out blocked and paused members, and those it already swiped", async () => {
    const viewer = await networker();
    const blocked = await networker();
    const paused = await networker({ isPaused: true });
    const passed = await networker();
    const shown = await networker();
    expect((await viewer.client.post(`/api/user/block/${blocked.user.id}`)).statusCode).toBe(200);
    expect(
      (await viewer.client.post(`/api/match/swipe/${passed.user.id}`, { action: "pass", mode: "network" })).statusCode,
    ).toBe(200);
    expect(await idsIn(viewer.client, [blocked, paused, passed, shown])).toEqual([shown.user.id]);
    expect(await idsIn(blocked.client, [viewer])).toEqual([]);
  });

  it("refuses a cursor it did not write", async () => {
    const viewer = await networker();
    const response = await viewer.client.get("/api/feed?mode=network&cursor=bm9wZQ");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });
});

describe("likes and matches per mode", () => {
  it("keeps a network like out of the dating Likes list, and a dating like out of the network one", async () => {
    const ada = await networker();
    const grace = await networker();
    const like = await grace.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like", mode: "network" });
    expect(like.statusCode, like.body).toBe(200);
    expect(like.json().data).toMatchObject({ mode: "network", matchId: null });

    const datingLikes = (await ada.client.get("/api/user/requests/received")).json();
    expect(datingLikes.data).toEqual([]);
    expect(datingLikes.hiddenCount).toBe(0);
    const networkLikes = (await ada.client.get("/api/user/requests/received?mode=network")).json();
    expect(networkLikes.data.map((card: { _id: string }) => card._id)).toEqual([grace.user.id]);

    // And the reverse: a dating like is not a network one.
    const hopper = await networker({ gender: "Male", prefGenders: ["Female"] });
    expect((await hopper.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" })).statusCode).toBe(200);
    const afterDating = (await ada.client.get("/api/user/requests/received?mode=network")).json();
    expect(afterDating.data.map((card: { _id: string }) => card._id)).toEqual([grace.user.id]);
    expect((await ada.client.get("/api/user/requests/received")).json().hiddenCount).toBe(1);
  });

  it("makes a network match, not a dating one; the chats list marks and filters the mode", async () => {
    const ada = await networker({ firstName: "Ada" });
    const grace = await networker({ firstName: "Grace" });
    await ada.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like", mode: "network" });
    const answer = await grace.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like", mode: "network" });
    expect(answer.json()).toMatchObject({
      message: "You're connected!",
      data: { mode: "network", matchedWith: { _id: ada.user.id } },
    });
    const [match] = await t.db.select().from(matches).where(eq(matches.id, answer.json().data.matchId));
    expect(match?.mode).toBe("network");
    // Ada, away from the app, is told of a connection in its own words.
    const mail = await t.mail.waitForMessage(ada.email);
    expect(mail.raw).toContain("You're connected with Grace");
    expect(mail.raw).not.toContain("You matched with");

    const chats = (await ada.client.get("/api/user/connections")).json().data;
    expect(chats).toEqual([expect.objectContaining({ _id: grace.user.id, mode: "network", age: null, gender: null })]);
    expect((await ada.client.get("/api/user/connections?mode=date")).json().data).toEqual([]);
    expect((await ada.client.get("/api/user/connections?mode=network")).json().data).toHaveLength(1);
    // Connected members leave each other's network deck, and the dating Likes list never heard of it.
    expect(await idsIn(ada.client, [grace])).toEqual([]);
    expect((await ada.client.get("/api/user/requests/received")).json()).toEqual({
      data: [],
      hidden: [],
      hiddenCount: 0,
    });
  });

  it("refuses a super like in Network, naming the action", async () => {
    const ada = await networker();
    const grace = await networker();
    const response = await ada.client.post(`/api/match/swipe/${grace.user.id}`, {
      action: "superlike",
      mode: "network",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/action/);
  });

  it("refuses a comment on a network like, naming the mode, and stores no swipe", async () => {
    const ada = await networker();
    const grace = await networker();
    const response = await ada.client.post(`/api/match/swipe/${grace.user.id}`, {
      action: "like",
      mode: "network",
      comment: "Let's build it",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/mode/);
    expect(await idsIn(ada.client, [grace])).toEqual([grace.user.id]);
  });

  it("counts the free plan's network likes apart from dating likes", async () => {
    const ada = await networker();
    const page = (await ada.client.get("/api/feed?mode=network")).json();
    expect(page.allowance).toEqual({ swipesLeft: 20, superLikesLeft: 0, canUndo: false });
  });
});

describe("a small world stays private", () => {
  it("hides members of the same company (name normalised) from each other, both ways, until both switch it off", async () => {
    const ada = await networker({ companyName: "Acme, Inc." });
    const grace = await networker({ companyName: "ACME" });
    const other = await networker({ companyName: "Globex" });
    expect(await idsIn(ada.client, [grace, other])).toEqual([other.user.id]);
    expect(await idsIn(grace.client, [ada])).toEqual([]);
    // Liking through the API is refused too.
    const like = await ada.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like", mode: "network" });
    expect(like.statusCode).toBe(404);

    await ada.client.put("/api/profile/privacy", { hideSmallWorld: false });
    expect(await idsIn(ada.client, [grace])).toEqual([]); // Grace still hides.
    await grace.client.put("/api/profile/privacy", { hideSmallWorld: false });
    expect(await idsIn(ada.client, [grace])).toEqual([grace.user.id]);
  });

  it("hides a member from the moment they join a colleague's company, and shows them again when they leave", async () => {
    const ada = await networker({ companyName: "Initech GmbH" });
    const grace = await networker({ companyName: "Globex" });
    expect(await idsIn(ada.client, [grace])).toEqual([grace.user.id]);
    const moved = await grace.client.put("/api/profile/update", {
      company: { name: "initech", isCurrentlyWorking: true },
    });
    expect(moved.statusCode).toBe(200);
    expect(await idsIn(ada.client, [grace])).toEqual([]);
    expect(await idsIn(grace.client, [ada])).toEqual([]);
    await grace.client.put("/api/profile/update", { company: { isCurrentlyWorking: false } });
    expect(await idsIn(ada.client, [grace])).toEqual([grace.user.id]);
  });

  it("hides a shared work email domain, never a public mailbox provider", async () => {
    const domain = `${randomUUID().slice(0, 8)}.dev`;
    const ada = await networker({ email: `ada-${randomUUID().slice(0, 6)}@${domain}` });
    const grace = await networker({ email: `grace-${randomUUID().slice(0, 6)}@${domain.toUpperCase()}`.toLowerCase() });
    const gmailA = await networker({ email: `a-${randomUUID().slice(0, 8)}@gmail.com` });
    const gmailB = await networker({ email: `b-${randomUUID().slice(0, 8)}@gmail.com` });
    expect(await idsIn(ada.client, [grace])).toEqual([]);
    expect(await idsIn(gmailA.client, [gmailB])).toEqual([gmailB.user.id]);
    // Demo and benchmark members share a special-use domain: it is nobody's workplace.
    const benchA = await networker({ email: `sim-${randomUUID().slice(0, 8)}@bench.devmatch.local` });
    const benchB = await networker({ email: `sim-${randomUUID().slice(0, 8)}@bench.devmatch.local` });
    expect(await idsIn(benchA.client, [benchB])).toEqual([benchB.user.id]);
  });

  it("hides listed email addresses both ways, storing only their hashes, in likes too", async () => {
    const ada = await networker();
    const grace = await networker();
    await grace.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like", mode: "network" });
    const saved = await ada.client.put("/api/profile/privacy", {
      hideSmallWorld: true,
      hideEmails: [grace.email.toUpperCase()],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.hiddenEmailCount).toBe(1);
    const stored = await t.db.execute(sql`select email_hash from hidden_contacts where user_id = ${ada.user.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(grace.email);
    expect(await idsIn(ada.client, [grace])).toEqual([]);
    expect(await idsIn(grace.client, [ada])).toEqual([]);
    expect((await ada.client.get("/api/user/requests/received?mode=network")).json().data).toEqual([]);

    const bad = await ada.client.put("/api/profile/privacy", { hideSmallWorld: true, hideEmails: ["not an email"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/hideEmails/);
  });

  it("keeps the same company and the hide-list apart in the dating deck as well", async () => {
    const area = neighbourhood(t);
    const ada = await area.viewer({ companyName: "Umbrella Corp.", gender: "Female", prefGenders: ["Male"] });
    const colleague = await area.member({ companyName: "umbrella", gender: "Male", prefGenders: ["Female"] });
    const listed = await area.member({ gender: "Male", prefGenders: ["Female"] });
    const stranger = await area.member({ gender: "Male", prefGenders: ["Female"] });
    await ada.client.put("/api/profile/privacy", { hideSmallWorld: true, hideEmails: [listed.email] });
    const ids = (await ada.client.get("/api/feed")).json().data.map((card: { _id: string }) => card._id);
    expect(ids).toContain(stranger.user.id);
    expect(ids).not.toContain(colleague.user.id);
    expect(ids).not.toContain(listed.user.id);
  });

  it("keeps the same company apart in dating swipes and the dating Likes list as well", async () => {
    const ada = await networker({ companyName: "Initech LLC", gender: "Female", prefGenders: ["Male"] });
    const bob = await networker({ companyName: "initech", gender: "Male", prefGenders: ["Female"] });
    const carl = await networker({ gender: "Male", prefGenders: ["Female"] });
    expect((await bob.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" })).statusCode).toBe(404);
    expect((await carl.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like" })).statusCode).toBe(200);
    // Bob's like, from before Ada joined Initech, is not shown to her either.
    await t.db.insert(swipes).values({ swiperId: bob.user.id, targetId: ada.user.id, action: "superlike" });
    const likes = (await ada.client.get("/api/user/requests/received")).json();
    // Carl's like alone, as the Free plan shows it: counted and blurred, never named.
    expect(likes).toMatchObject({ data: [], hiddenCount: 1 });
    expect(likes.hidden).toHaveLength(1);
  });
});

describe("export and deletion", () => {
  it("exports the network profile, network swipes, the mode of each match and the hide-list as hashes", async () => {
    const ada = await networker({}, { currentlyBuilding: "A ledger for small shops" });
    const grace = await networker();
    await ada.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like", mode: "network" });
    await grace.client.post(`/api/match/swipe/${ada.user.id}`, { action: "like", mode: "network" });
    await ada.client.put("/api/profile/privacy", { hideSmallWorld: true, hideEmails: ["boss@initech.example"] });

    const link = await ada.client.post("/api/account/export");
    expect(link.statusCode).toBe(200);
    const download = await ada.client.get(link.json().data.url);
    const entries = await unzip(download.rawPayload);
    const data = JSON.parse(entries.get("devmatch-data.json")?.toString("utf8") ?? "{}");
    expect(data.network).toMatchObject({
      profile: { currentlyBuilding: "A ledger for small shops", role: "engineering" },
      swipes: [{ action: "like", member: { _id: grace.user.id } }],
      likesReceived: 1,
      hideSmallWorld: true,
      hiddenEmailHashes: [emailHash("boss@initech.example")],
    });
    expect(data.matches).toEqual([
      expect.objectContaining({ mode: "network", member: expect.objectContaining({ _id: grace.user.id }) }),
    ]);
    expect(JSON.stringify(data)).not.toContain("boss@initech.example");
  });

  it("deletes the network profile, swipes and hide-list with the account", async () => {
    const ada = await networker();
    const grace = await networker();
    await ada.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like", mode: "network" });
    await ada.client.put("/api/profile/privacy", { hideSmallWorld: true, hideEmails: ["boss@initech.example"] });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: ada.cookie, [API_CLIENT_HEADER]: "web" },
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db.execute(sql`select
      (select count(*)::int from network_profiles where user_id = ${ada.user.id}) as profiles,
      (select count(*)::int from network_swipes where swiper_id = ${ada.user.id} or target_id = ${ada.user.id}) as swipes,
      (select count(*)::int from hidden_contacts where user_id = ${ada.user.id}) as hidden`);
    expect(left.rows[0]).toEqual({ profiles: 0, swipes: 0, hidden: 0 });
    expect(await idsIn(grace.client, [ada])).toEqual([]);
  });
});
