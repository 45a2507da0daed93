import {
  type CtcRange,
  type Gender,
  type Profession,
  type Religion,
  type SessionUser,
  SOCIAL_LINK_KEYS,
  type SocialLinkKey,
} from "@devmatch/shared";
import { type PreferencesDraft, toPreferencesDraft } from "../../preferences/index.ts";

/** Everything the wizard edits, in the shape its inputs need: empty strings stand for "not given yet". */
export interface OnboardingDraft {
  dateOfBirth: string;
  gender: Gender | "";
  religion: Religion | "";
  height: { feet: string; inches: string };
  bio: string;
  location: { city: string; state: string; country: string; coordinates?: [number, number] };
  profession: Profession | "";
  company: { name: string; position: string; isCurrentlyWorking: boolean };
  ctcRange: CtcRange | "";
  education: { college: string; degree: string; graduationYear: string; isStudent: boolean };
  socialLinks: Record<SocialLinkKey, string>;
  skills: string[];
  interests: string[];
  /** The Preferences page's draft: the step uses the same controls. */
  preferences: PreferencesDraft;
}

/** Changes to the draft; objects (location, company, …) are merged one level deep, lists are replaced. */
export type DraftPatch = {
  [Key in keyof OnboardingDraft]?: OnboardingDraft[Key] extends unknown[]
    ? OnboardingDraft[Key]
    : OnboardingDraft[Key] extends object
      ? Partial<OnboardingDraft[Key]>
      : OnboardingDraft[Key];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function mergeDraft(draft: OnboardingDraft, patch: DraftPatch): OnboardingDraft {
  const merged: Record<string, unknown> = { ...draft };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] = isRecord(value) && isRecord(current) ? { ...current, ...value } : value;
  }
  return merged as unknown as OnboardingDraft;
}

/** The field paths a patch changes, e.g. `location.city`. */
export function touchedPaths(patch: DraftPatch): string[] {
  return Object.entries(patch).flatMap(([key, value]) =>
    isRecord(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
  );
}

/** The draft a returning member resumes with: every field they already saved, defaults elsewhere. */
export function draftFromUser(user: SessionUser | null | undefined): OnboardingDraft {
  return {
    dateOfBirth: user?.dateOfBirth ?? "",
    gender: user?.gender ?? "",
    religion: user?.religion ?? "",
    height: user?.height
      ? { feet: String(user.height.feet), inches: String(user.height.inches) }
      : { feet: "", inches: "" },
    bio: user?.bio ?? "",
    location: {
      city: user?.location.city ?? "",
      state: user?.location.state ?? "",
      country: user?.location.country ?? "",
    },
    profession: user?.profession ?? "",
    company: {
      name: user?.company.name ?? "",
      position: user?.company.position ?? "",
      isCurrentlyWorking: user?.company.isCurrentlyWorking ?? false,
    },
    ctcRange: user?.ctcRange ?? "",
    education: {
      college: user?.education.college ?? "",
      degree: user?.education.degree ?? "",
      graduationYear: user?.education.graduationYear ? String(user.education.graduationYear) : "",
      isStudent: user?.education.isStudent ?? false,
    },
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, user?.socialLinks[key] ?? ""])) as Record<
      SocialLinkKey,
      string
    >,
    skills: user?.skills ?? [],
    interests: user?.interests ?? [],
    preferences: toPreferencesDraft(user?.preferences),
  };
}
