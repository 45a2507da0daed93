import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createUser, signIn } from "../../../test/factories.ts";
import { jpegWithGps } from "../../../test/images.ts";
import { as, completeOnboarding, stepBodies } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newMember() {
  const { email, user } = await createUser(t, { firstName: "Radia", lastName: "Perlman" });
  return { user, client: as(t, (await signIn(t, email)).cookie) };
}

describe("onboarding", () => {
  it("saves each step, resumes from the saved step with the saved fields, and completes on the last", async () => {
    const { client } = await newMember();
    const step0 = await client.post("/api/onboarding/step/0", stepBodies[0]);
    expect(step0.json()).toMatchObject({ onboardingStep: 1, onboardingCompleted: false });

    const status = (await client.get("/api/onboarding/status")).json();
    expect(status.onboardingStep).toBe(1);
    expect(status.user).toMatchObject({ dateOfBirth: "1996-04-12", gender: "Female", height: { feet: 5, inches: 5 } });

    const done = await completeOnboarding(client);
    expect(done.onboardingCompleted).toBe(true);
    expect(done.user).toMatchObject({
      location: { city: "Bengaluru", country: "India", hasCoordinates: true },
      company: { name: "Lambda Labs", isCurrentlyWorking: true },
      skills: ["TypeScript", "Rust", "PostgreSQL"],
      socialLinks: { github: "https://github.com/example" },
      preferences: { ageRange: { min: 24, max: 34 }, distance: 40, genders: ["Male", "Other"] },
      profileComplete: true,
    });
    expect(done.user.photos).toHaveLength(1);
    expect(JSON.stringify(done.user)).not.toMatch(/77\.59|12\.97/);
  });

  it("asks dating preferences only of a member in Date mode: Network only finishes without them", async () => {
    const dater = await newMember();
    await dater.client.post("/api/onboarding/step/0", stepBodies[0]);
    const none = await dater.client.post("/api/onboarding/step/7", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("preferences: Choose who you'd like to meet");

    const networker = await newMember();
    expect((await networker.client.put("/api/profile/modes", { date: false, network: true })).statusCode).toBe(200);
    const upload = await networker.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
    const photoId = upload.json().data.photos[0].id as string;
    for (let step = 0; step < 7; step++) {
      const body = step === 4 ? { photos: [{ publicId: photoId }] } : (stepBodies as Record<number, object>)[step];
      expect((await networker.client.post(`/api/onboarding/step/${step}`, body)).statusCode).toBe(200);
    }
    const done = await networker.client.post("/api/onboarding/step/7", {});
    expect(done.statusCode).toBe(200);
    expect(done.json().onboardingCompleted).toBe(true);
  });

  it("keeps a saved position when the same place is saved again, and takes a typed city's from the gazetteer", async () => {
    const { client, user } = await newMember();
    await client.post("/api/onboarding/step/1", stepBodies[1]);
    const { coordinates: _coordinates, ...typedIn } = stepBodies[1].location;
    const same = await client.post("/api/onboarding/step/1", { location: typedIn });
    expect(same.json().user.location.hasCoordinates).toBe(true);
    const moved = await client.post("/api/onboarding/step/1", { location: { city: "chennai ", country: "india" } });
    expect(moved.json().user.location).toMatchObject({ city: "chennai", state: null, hasCoordinates: true });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.latitude).toBeCloseTo(13.08, 1);
    expect(stored?.longitude).toBeCloseTo(80.27, 1);
    // A place the gazetteer does not know gives no position: never a distance made up.
    const unknown = await client.post("/api/onboarding/step/1", { location: { city: "Atlantis", country: "India" } });
    expect(unknown.json().user.location.hasCoordinates).toBe(false);
  });

  it("offers the cities that start with what was typed, to pick one", async () => {
    const { client } = await newMember();
    const found = (await client.get("/api/geo/cities?q=pun")).json().data;
    expect(found).toContainEqual({ city: "Pune", state: "Maharashtra", country: "India" });
    expect(found.length).toBeLessThanOrEqual(8);
    expect((await client.get("/api/geo/cities?q=p")).json().data).toEqual([]);
  });

  it("refuses to finish while a required step is missing, naming the steps", async () => {
    const { client } = await newMember();
    await client.post("/api/onboarding/step/0", stepBodies[0]);
    const response = await client.post("/api/onboarding/step/7", stepBodies[7]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "ONBOARDING_INCOMPLETE",
      message: "Please complete all required fields before submitting.",
      missingSteps: [1, 2, 3, 4, 6],
    });
  });

  it.each([
    [0, { ...stepBodies[0], dateOfBirth: "2015-01-01" }, "dateOfBirth: You must be at least 18 years old"],
    [0, { ...stepBodies[0], dateOfBirth: "1990-02-30" }, "dateOfBirth: Date of birth must be a real date (YYYY-MM-DD)"],
    [0, { ...stepBodies[0], bio: "too short" }, "bio: Bio must be at least 20 characters"],
    [0, { ...stepBodies[0], bio: "x".repeat(501) }, "bio: Bio must be at most 500 characters"],
    [1, { location: { city: "", country: "India" } }, "location.city: City is required"],
    [
      2,
      { profession: "Wizard", company: { isCurrentlyWorking: false } },
      "profession: Choose a profession from the list",
    ],
    [3, { education: { isStudent: false } }, "education.college: College is required unless you are a student"],
    [6, { skills: ["Go", "Rust"] }, "skills: Select at least 3 skills"],
    [6, { skills: ["Go", "Rust", "go"] }, "skills: Each skill can be selected once"],
    [6, { skills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) }, "skills: Select at most 10 skills"],
    [
      7,
      { preferences: { ...stepBodies[7].preferences, ageRange: { min: 40, max: 30 } } },
      "preferences.ageRange.min: Minimum age cannot be above maximum age",
    ],
  ])("step %i refuses %j", async (step, body, message) => {
    const { client } = await newMember();
    const response = await client.post(`/api/onboarding/step/${step}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("never lets a step set account or membership fields", async () => {
    const { client, user } = await newMember();
    const response = await client.post("/api/onboarding/step/0", {
      ...stepBodies[0],
      isPremium: true,
      membershipType: "platinum",
      isVerified: false,
      onboardingCompleted: true,
      emailId: "attacker@example.test",
    });
    expect(response.statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      membershipType: null,
      isVerified: true,
      onboardingCompleted: false,
      email: user.email,
      gender: null,
    });
  });

  it("keeps gender once it is set", async () => {
    const { client } = await newMember();
    await client.post("/api/onboarding/step/0", stepBodies[0]);
    const change = await client.post("/api/onboarding/step/0", { ...stepBodies[0], gender: "Male" });
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe("GENDER_LOCKED");
    expect((await client.post("/api/onboarding/step/0", stepBodies[0])).statusCode).toBe(200);
  });

  it("only attaches photos the member uploaded", async () => {
    const other = await newMember();
    const theirs = await other.client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
    const theirPhoto = theirs.json().data.photos[0].id;
    const { client } = await newMember();
    const response = await client.post("/api/onboarding/step/4", { photos: [{ publicId: theirPhoto }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not one of your uploads/);
  });

  it("answers 401 without a session and 400 for an unknown step", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/onboarding/status" })).statusCode).toBe(401);
    const { client } = await newMember();
    expect((await client.post("/api/onboarding/step/8", {})).statusCode).toBe(400);
  });
});
