import { describe, expect, it } from "vitest";
import { testUser } from "../../test/session-user.ts";
import { buildProfileUpdate, fieldKey, parseSkills, toDraft } from "./profile-draft.ts";

const user = testUser({ socialLinks: { portfolio: "https://ada.dev" } });
const build = (patch: Partial<ReturnType<typeof toDraft>>) => buildProfileUpdate({ ...toDraft(user), ...patch }, user);

describe("profile draft", () => {
  it("splits skills on commas, trims them and drops empty entries", () => {
    expect(parseSkills(" Go, , Rust ,TypeScript,, ")).toEqual(["Go", "Rust", "TypeScript"]);
    expect(parseSkills(" , ")).toEqual([]);
  });

  it("leaves unset list choices and an empty height out of the body", () => {
    const built = build({ religion: "", ctcRange: "", heightFeet: "", heightInches: "" });
    expect(built.ok && Object.keys(built.body).sort()).toEqual(
      ["bio", "company", "firstName", "lastName", "profession", "skills", "socialLinks"].sort(),
    );
  });

  it("reads blank inches as zero and keeps the own-profile height of 4 to 7 feet", () => {
    expect(build({ heightFeet: "6", heightInches: "" })).toMatchObject({
      ok: true,
      body: { height: { feet: 6, inches: 0 } },
    });
    expect(build({ heightFeet: "7", heightInches: "11" }).ok).toBe(true);
    expect(build({ heightFeet: "3" })).toEqual({
      ok: false,
      errors: { "height.feet": "Feet must be a whole number from 4 to 7" },
    });
    expect(build({ heightFeet: "5", heightInches: "12" })).toEqual({
      ok: false,
      errors: { "height.inches": "Inches must be a whole number from 0 to 11" },
    });
  });

  it("keeps links the screen does not edit and treats a company or position as the current job", () => {
    const built = build({ companyName: "", companyPosition: "Consultant" });
    expect(built).toMatchObject({
      ok: true,
      body: {
        company: { name: "", position: "Consultant", isCurrentlyWorking: true },
        socialLinks: { portfolio: "https://ada.dev", github: "" },
      },
    });
    expect(build({ companyName: "", companyPosition: "" })).toMatchObject({
      body: { company: { isCurrentlyWorking: false } },
    });
  });

  it("allows at most ten skills", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `Skill ${index}`).join(", ");
    expect(build({ skills: eleven })).toEqual({ ok: false, errors: { skills: "Enter at most 10 skills" } });
  });

  it("keys server field paths the way the form does", () => {
    expect(fieldKey(["socialLinks", "github"])).toBe("socialLinks.github");
    expect(fieldKey(["body", "skills", "3"])).toBe("skills");
    expect(fieldKey(["bio"])).toBe("bio");
  });
});
