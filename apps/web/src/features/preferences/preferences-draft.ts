import {
  DEFAULT_PREFERENCES,
  type Dealbreaker,
  type Gender,
  type Preferences,
  type PreferencesInput,
  type Profession,
  preferencesSchema,
  type Religion,
} from "@devmatch/shared";

/** Numbers stay text while typed, so a half-typed value is never replaced under the cursor. */
export interface PreferencesDraft {
  minAge: string;
  maxAge: string;
  distance: string;
  genders: Gender[];
  religions: Religion[];
  professions: Profession[];
  /** Kept as ticked even while its list is empty, so emptying and refilling a list does not lose it. */
  dealbreakers: Dealbreaker[];
  newHereFirst: boolean;
  photoVerifiedOnly: boolean;
}

/** Messages keyed by field: `ageRange.min`, `ageRange.max`, `distance`, `genders`, … */
export type PreferenceErrors = Partial<Record<string, string>>;

/** Stored preferences win over the defaults, field by field. */
export function toDraft(stored?: Partial<Preferences> | null): PreferencesDraft {
  const preferences = { ...DEFAULT_PREFERENCES, ...stored };
  return {
    minAge: String(preferences.ageRange.min),
    maxAge: String(preferences.ageRange.max),
    distance: String(preferences.distance),
    genders: [...preferences.genders],
    religions: [...preferences.religions],
    professions: [...preferences.professions],
    dealbreakers: [...preferences.dealbreakers],
    newHereFirst: preferences.newHereFirst,
    photoVerifiedOnly: preferences.photoVerifiedOnly,
  };
}

/** A dealbreaker counts only with something on its list: the box reads as unticked while the list is empty. */
export const dealbreakerOn = (draft: PreferencesDraft, dealbreaker: Dealbreaker) =>
  draft.dealbreakers.includes(dealbreaker) &&
  (dealbreaker === "religion" ? draft.religions : draft.professions).length > 0;

// An empty box is "not a number", not zero, so the message says what is wrong.
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export type BuiltPreferences = { ok: true; body: PreferencesInput } | { ok: false; errors: PreferenceErrors };

/** The draft as the preferences schema reads it; a box left empty or half-typed stays "not a number". */
export const preferencesInput = (draft: PreferencesDraft) => ({
  ageRange: { min: toNumber(draft.minAge), max: toNumber(draft.maxAge) },
  distance: toNumber(draft.distance),
  genders: draft.genders,
  religions: draft.religions,
  professions: draft.professions,
  dealbreakers: draft.dealbreakers.filter((dealbreaker) => dealbreakerOn(draft, dealbreaker)),
  newHereFirst: draft.newHereFirst,
  photoVerifiedOnly: draft.photoVerifiedOnly,
});

/** How a schema or server path names a field here: `ageRange.min`, `distance`, `genders` (not a list's index). */
export const preferenceKey = (path: readonly PropertyKey[]) => {
  const parts = path.map(String).filter((part) => part !== "body" && part !== "preferences");
  return parts.slice(0, parts[0] === "ageRange" ? 2 : 1).join(".");
};

export function buildPreferences(draft: PreferencesDraft): BuiltPreferences {
  const result = preferencesSchema.safeParse(preferencesInput(draft));
  if (result.success) return { ok: true, body: result.data };
  const errors: PreferenceErrors = {};
  for (const issue of result.error.issues) errors[preferenceKey(issue.path)] ??= issue.message;
  return { ok: false, errors };
}
