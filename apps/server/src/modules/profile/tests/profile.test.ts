import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, swipes, users } from "../../../db/schema.ts";
import { createUser, signIn } from "../../../test/factories.ts";
import { as, completeOnboarding } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const { email, user } = await createUser(t, overrides);
  return { user, email, client: as(t, (await signIn(t, email)).cookie) };
}

async function onboardedMember() {
  const created = await member({ firstName: "Barbara", lastName: "Liskov" });
  await completeOnboarding(created.client);
  return created;
}

describe("PUT /api/profile/update", () => {
  it("saves the allowed fields and returns the updated user", async () => {
    const { client } = await onboardedMember();
    const response = await client.put("/api/profile/update", {
      bio: "Substitution principles and long walks.",
      height: { feet: 6, inches: 1 },
      skills: ["Go", "Kubernetes"],
      socialLinks: { twitter: "https://x.com/example", github: "" },
      company: { name: "ignored when not working", isCurrentlyWorking: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      bio: "Substitution principles and long walks.",
      about: "Substitution principles and long walks.",
      height: { feet: 6, inches: 1 },
      skills: ["Go", "Kubernetes"],
      socialLinks: { twitter: "https://x.com/example" },
      company: { name: null, isCurrentlyWorking: false },
    });
  });

  it.each([
    ["isPremium", true],
    ["membershipType", "platinum"],
    ["isVerified", false],
    ["emailId", "new@example.test"],
    ["role", "admin"],
    ["onboardingCompleted", false],
    ["passwordHash", "x"],
  ])("refuses %s and changes nothing", async (field, value) => {
    const { client, user } = await onboardedMember();
    const response = await client.put("/api/profile/update", {
      bio: "A perfectly valid new biography.",
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      email: user.email,
      isVerified: true,
      onboardingCompleted: true,
      membershipType: null,
    });
    expect(after?.bio).not.toBe("A perfectly valid new biography.");
  });

  it.each([
    [{ bio: "short" }, "bio: Bio must be at least 20 characters"],
    [{ firstName: "x".repeat(51) }, "firstName: First name must be at most 50 characters"],
    [
      { socialLinks: { github: "javascript:alert(1)" } },
      "socialLinks.github: Links must be web addresses, like https://github.com/you",
    ],
    [{ height: { feet: 9, inches: 0 } }, "height.feet: Height must be between 3 and 8 feet"],
  ])("refuses %j", async (body, message) => {
    const { client } = await onboardedMember();
    const response = await client.put("/api/profile/update", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("adds https:// to a link typed without it, and upgrades http://", async () => {
    const { client } = await onboardedMember();
    const response = await client.put("/api/profile/update", {
      socialLinks: { github: " github.com/ada ", leetcode: "http://leetcode.com/u/ada" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.socialLinks).toMatchObject({
      github: "https://github.com/ada",
      leetcode: "https://leetcode.com/u/ada",
    });
  });

  it("edits location, education and interests after onboarding, with the same rules as onboarding", async () => {
    const { client, user } = await onboardedMember();
    // Paused, so the moves below never put them in another test's feed (a member without a position shows in all).
    await t.db.update(users).set({ isPaused: true }).where(eq(users.id, user.id));
    const moved = await client.put("/api/profile/update", {
      location: { city: "Pune", state: "Maharashtra", country: "India", coordinates: [73.8567, 18.5204] },
      education: { college: "COEP", degree: "B.E.", graduationYear: 2018, isStudent: false },
      interests: ["Climbing", " chess ", "Chess"],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      location: { city: "Pune", state: "Maharashtra", country: "India", hasCoordinates: true },
      education: { college: "COEP", degree: "B.E.", graduationYear: 2018, isStudent: false },
      interests: ["Climbing", "chess"],
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([row?.longitude, row?.latitude]).toEqual([73.8567, 18.5204]);

    // A city typed without the browser's position replaces the old position rather than keeping a wrong one:
    // it takes the gazetteer's position for it, not the old one; a place it does not know, none.
    const typed = await client.put("/api/profile/update", { location: { city: "Mumbai", country: "India" } });
    expect(typed.json().data.location).toMatchObject({ city: "Mumbai", hasCoordinates: true });
    const unknown = await client.put("/api/profile/update", { location: { city: "Atlantis", country: "India" } });
    expect(unknown.json().data.location).toMatchObject({ city: "Atlantis", hasCoordinates: false });
    const refused = await client.put("/api/profile/update", { location: { city: "", country: "India" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^location\.city: /);
  });

  it.each([
    [{ gender: "Male" }, "gender: Your gender can't be changed after sign-up. Contact support if it is wrong."],
    [
      { dateOfBirth: "1970-01-01", bio: "A bio that is long enough to be accepted here." },
      "dateOfBirth: Your date of birth can't be changed after sign-up. Contact support if it is wrong.",
    ],
  ])("refuses an edit of %j with the reason, changing nothing", async (body, message) => {
    const { client, user } = await onboardedMember();
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    const response = await client.put("/api/profile/update", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it("keeps gender and date of birth as they were set during onboarding", async () => {
    const { client, user } = await onboardedMember();
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    for (const body of [{ gender: "Male" }, { dateOfBirth: "1970-01-01" }]) {
      expect((await client.put("/api/profile/update", body)).statusCode).toBe(400);
    }
    const step = await client.post("/api/onboarding/step/0", {
      dateOfBirth: "1970-01-01",
      gender: before?.gender,
      bio: "A bio that is long enough to be accepted here.",
    });
    expect(step.statusCode).toBe(400);
    expect(step.json()).toMatchObject({ code: "BIRTH_DATE_LOCKED" });
    expect(step.json().message).toContain("can't be changed after sign-up");
    const edit = await client.patch("/api/profile/edit", {
      firstName: "Barbara",
      lastName: "Liskov",
      dateOfBirth: "1970-01-01",
      gender: before?.gender,
      about: "A bio that is long enough to be accepted here.",
      skills: ["Go"],
    });
    expect(edit.statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.dateOfBirth).toBe(before?.dateOfBirth);
    expect(after?.gender).toBe(before?.gender);
  });

  it("stores markup as plain text", async () => {
    const { client } = await onboardedMember();
    const bio = '<img src=x onerror="alert(1)"> hello there friends';
    const response = await client.put("/api/profile/update", { bio });
    expect(response.json().data.bio).toBe(bio);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});

describe("PATCH /api/profile/edit", () => {
  it("completes a profile from the completion form, with age from the date of birth", async () => {
    const { client } = await member();
    const response = await client.patch("/api/profile/edit", {
      firstName: "Margaret",
      lastName: "Hamilton",
      dateOfBirth: "1990-08-17",
      gender: "Female",
      about: "Flight software and careful error handling.",
      skills: ["Assembly"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: "Margaret",
      gender: "Female",
      about: "Flight software and careful error handling.",
    });
    expect(response.json().data.age).toBeGreaterThanOrEqual(35);
  });

  it("refuses a typed-in age in place of a date of birth", async () => {
    const { client } = await member();
    const response = await client.patch("/api/profile/edit", {
      firstName: "A",
      lastName: "B",
      age: 99,
      gender: "Male",
      about: "x".repeat(30),
      skills: ["Go"],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("PUT /api/profile/preferences", () => {
  it("saves and returns the preferences, which then come back with the user", async () => {
    const { client } = await onboardedMember();
    const preferences = {
      ageRange: { min: 21, max: 45 },
      distance: 120,
      genders: ["Female"],
      religions: ["Jain"],
      professions: ["Designer"],
      dealbreakers: ["religion"],
      newHereFirst: true,
      photoVerifiedOnly: false,
    };
    const response = await client.put("/api/profile/preferences", preferences);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { preferences } });
    expect((await client.get("/api/me")).json().data.preferences).toEqual(preferences);
    // A client that does not send the newer fields leaves them as stored.
    const { dealbreakers: _, newHereFirst: __, photoVerifiedOnly: ___, ...older } = preferences;
    expect((await client.put("/api/profile/preferences", older)).json().data.preferences).toEqual(preferences);
  });

  it.each([
    [{ ageRange: { min: 17, max: 30 } }, "ageRange.min: Minimum age is 18"],
    [{ ageRange: { min: 20, max: 101 } }, "ageRange.max: Maximum age is 100"],
    [{ distance: 0 }, "distance: Distance must be at least 1 km"],
    [{ distance: 501 }, "distance: Distance must be at most 500 km"],
    [{ genders: [] }, "genders: Choose at least one gender"],
    [{ dealbreakers: ["height"] }, "dealbreakers.0: Each dealbreaker must be religion or profession"],
    [{ dealbreakers: ["religion"] }, "dealbreakers: Choose at least one religion to make religion a dealbreaker"],
    [{ dealbreakers: ["profession"] }, "dealbreakers: Choose at least one profession to make profession a dealbreaker"],
    [{ newHereFirst: "yes" }, "newHereFirst: newHereFirst must be true or false"],
  ])("refuses %j", async (override, message) => {
    const { client } = await onboardedMember();
    const base = { ageRange: { min: 18, max: 35 }, distance: 50, genders: ["Male"], religions: [], professions: [] };
    const response = await client.put("/api/profile/preferences", { ...base, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/user/:targetUserId", () => {
  it("shows only public fields of another member", async () => {
    const target = await onboardedMember();
    const viewer = await onboardedMember();
    const response = await viewer.client.get(`/api/user/${target.user.id}`);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json().data;
    expect(profile).toMatchObject({
      _id: target.user.id,
      firstName: "Barbara",
      age: expect.any(Number),
      skills: ["TypeScript", "Rust", "PostgreSQL"],
    });
    expect(profile.photos).toHaveLength(1);
    const body = response.body;
    for (const secret of [
      target.email,
      "1996-04-12",
      "77.59",
      "12.97",
      "passwordHash",
      "15-25",
      "preferences",
      "emailId",
      "dateOfBirth",
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("answers 404 alike for unknown ids, unfinished profiles and blocks in either direction", async () => {
    const viewer = await onboardedMember();
    const unfinished = await member();
    const blocker = await onboardedMember();
    const blockedByViewer = await onboardedMember();
    await t.db.insert(blocks).values([
      { blockerId: blocker.user.id, blockedId: viewer.user.id },
      { blockerId: viewer.user.id, blockedId: blockedByViewer.user.id },
    ]);
    for (const id of [
      crypto.randomUUID(),
      "not-a-uuid",
      unfinished.user.id,
      blocker.user.id,
      blockedByViewer.user.id,
    ]) {
      const response = await viewer.client.get(`/api/user/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("User not found");
    }
  });
});

describe("GET /api/feed/stats", () => {
  it("counts likes each way from the database and reports profile completion", async () => {
    const me = await onboardedMember();
    const other = await onboardedMember();
    const third = await onboardedMember();
    await t.db.insert(swipes).values([
      { swiperId: me.user.id, targetId: other.user.id, action: "like" },
      { swiperId: me.user.id, targetId: third.user.id, action: "superlike" },
      { swiperId: other.user.id, targetId: me.user.id, action: "like" },
    ]);
    const before = await me.client.get("/api/feed/stats");
    expect(before.json().data).toEqual({
      swipesSent: { likes: 1, superLikes: 1 },
      swipesReceived: { likes: 1, superLikes: 0 },
      matchRate: 0,
      profileCompletion: 86,
    });
    // Prompts and the code card are the last two of the fourteen items.
    await me.client.put("/api/profile/prompts", {
      prompts: [{ promptId: "currently-building", answer: "A tiny VM." }],
    });
    await me.client.put("/api/profile/code-card", { language: "c", code: "int main(void) { return 0; }" });
    const response = await me.client.get("/api/feed/stats");
    expect(response.json().data.profileCompletion).toBe(100);
  });
});

describe("GET /api/geo/reverse", () => {
  it("names the nearest city offline", async () => {
    const { client } = await member();
    const response = await client.get("/api/geo/reverse?lat=12.9716&lng=77.5946");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ country: "India", state: "Karnataka" });
    expect(response.json().data.city).toMatch(/Bengaluru|Bangalore/);
    expect((await client.get("/api/geo/reverse?lat=0&lng=-30")).statusCode).toBe(404);
    expect((await client.get("/api/geo/reverse?lat=200&lng=0")).statusCode).toBe(400);
  });
});
