import { DEFAULT_PREFERENCES } from "@devmatch/shared";
import { describe, expect, it } from "vitest";
import { buildPreferences, toDraft } from "./preferences-draft.ts";

describe("preferences draft", () => {
  it("falls back to the defaults where nothing is stored", () => {
    expect(buildPreferences(toDraft(null))).toEqual({ ok: true, body: DEFAULT_PREFERENCES });
    expect(toDraft({ distance: 80 })).toMatchObject({ minAge: "18", maxAge: "35", distance: "80" });
  });

  it("accepts the age bounds 18 and 100 and refuses beyond them", () => {
    const draft = toDraft(null);
    expect(buildPreferences({ ...draft, minAge: "18", maxAge: "100" }).ok).toBe(true);
    expect(buildPreferences({ ...draft, minAge: "17" })).toEqual({
      ok: false,
      errors: { "ageRange.min": "Minimum age is 18" },
    });
    expect(buildPreferences({ ...draft, maxAge: "101" })).toEqual({
      ok: false,
      errors: { "ageRange.max": "Maximum age is 100" },
    });
  });
});
