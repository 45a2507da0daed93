import { HEIGHT_FEET } from "@devmatch/shared";
import { assert, describe, expect, it } from "vitest";
import { testUser } from "../../test/session-user.ts";
import { buildProfileUpdate, fieldKey, toDraft } from "./profile-draft.ts";

const user = testUser({ socialLinks: { portfolio: "https://ada.dev" } });
const build = (patch: Partial<ReturnType<typeof toDraft>>) => buildProfileUpdate({ ...toDraft(user), ...patch }, user);

describe("profile draft", () => {
  it("leaves unset list choices and an empty height out of the body", async () => {
    const built = await build({ religion: "", ctcRange: "", heightFeet: "", heightInches: "" });
    assert(built.ok);
    expect(Object.keys(built.body).sort()).toEqual(
      [
        "bio",
        "company",
        "education",
        "firstName",
        "interests",
        "lastName",
        "location",
        "profession",
        "skills",
        "socialLinks",
      ].sort(),
    );
  });

  it("reads blank inches as zero and holds height to the one shared range onboarding uses too", async () => {
    expect(await build({ heightFeet: "6", heightInches: "" })).toMatchObject({
      ok: true,
      body: { height: { feet: 6, inches: 0 } },
    });
    expect((await build({ heightFeet: "3", heightInches: "0" })).ok).toBe(true);
    expect((await build({ heightFeet: "8", heightInches: "11" })).ok).toBe(true);
    expect(await build({ heightFeet: "9" })).toEqual({
      ok: false,
      errors: { "height.feet": `Height must be between ${HEIGHT_FEET.min} and ${HEIGHT_FEET.max} feet` },
    });
    expect(await build({ heightFeet: "", heightInches: "4" })).toEqual({
      ok: false,
      errors: { "height.feet": `Height must be between ${HEIGHT_FEET.min} and ${HEIGHT_FEET.max} feet` },
    });
    expect(await build({ heightFeet: "5", heightInches: "12" })).toEqual({
      ok: false,
      errors: { "height.inches": "Inches must be between 0 and 11" },
    });
  });

  it("keeps links the screen does not edit and treats a company or position as the current job", async () => {
    const built = await build({ companyName: "", companyPosition: "Consultant" });
    expect(built).toMatchObject({
      ok: true,
      body: {
        company: { name: "", position: "Consultant", isCurrentlyWorking: true },
        socialLinks: { portfolio: "https://ada.dev", github: "" },
      },
    });
    expect(await build({ companyName: "", companyPosition: "" })).toMatchObject({
      body: { company: { isCurrentlyWorking: false } },
    });
  });

  it("allows at most ten skills", async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Skill ${index}`);
    expect(await build({ skills: eleven })).toEqual({ ok: false, errors: { skills: "Choose at most 10 skills" } });
  });

  it("sends the place, with the browser's position only when it was found again", async () => {
    const typed = await build({ location: { city: "Pune", state: "", country: "India", coordinates: null } });
    expect(typed).toMatchObject({ ok: true, body: { location: { city: "Pune", country: "India" } } });
    assert(typed.ok);
    expect(typed.body.location).not.toHaveProperty("coordinates");
    const found = await build({ location: { city: "Pune", state: "MH", country: "India", coordinates: [73.8, 18.5] } });
    expect(found).toMatchObject({ body: { location: { state: "MH", coordinates: [73.8, 18.5] } } });
    expect(await build({ location: { city: "", state: "", country: "India", coordinates: null } })).toMatchObject({
      ok: false,
      errors: { "location.city": expect.stringContaining("City") },
    });
  });

  it("asks for a college unless the member is a student", async () => {
    const education = { college: "", degree: "", graduationYear: "", isStudent: false };
    expect(await build({ education })).toMatchObject({
      ok: false,
      errors: { "education.college": expect.any(String) },
    });
    expect((await build({ education: { ...education, isStudent: true } })).ok).toBe(true);
  });

  it("keys server field paths the way the form does", async () => {
    expect(fieldKey(["socialLinks", "github"])).toBe("socialLinks.github");
    expect(fieldKey(["body", "skills", "3"])).toBe("skills");
    expect(fieldKey(["bio"])).toBe("bio");
  });
});
