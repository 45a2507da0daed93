import {
  type CtcRange,
  PROFILE_LIMITS,
  type Profession,
  type ProfileUpdateInput,
  type Religion,
  type SessionUser,
  type SocialLinkKey,
} from "@devmatch/shared";
import { lazyFormSchemas } from "../../lib/forms/lazy-form-schemas.ts";
import { checkDraft, type FieldErrors, type FormRules, loadRules } from "../../lib/forms/use-form.ts";
import { SOCIAL_LINKS } from "./format.ts";

/** What the edit form holds: text as typed, turned into a request body only on save. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  bio: string;
  heightFeet: string;
  heightInches: string;
  religion: string;
  profession: string;
  companyName: string;
  companyPosition: string;
  ctcRange: string;
  skills: string[];
  interests: string[];
  location: { city: string; state: string; country: string; coordinates: [number, number] | null };
  education: { college: string; degree: string; graduationYear: string; isStudent: boolean };
  socialLinks: Partial<Record<SocialLinkKey, string>>;
}

export type { FieldErrors };

export function toDraft(user: SessionUser): ProfileDraft {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio ?? "",
    heightFeet: user.height ? String(user.height.feet) : "",
    heightInches: user.height ? String(user.height.inches) : "",
    religion: user.religion ?? "",
    profession: user.profession ?? "",
    companyName: user.company.name ?? "",
    companyPosition: user.company.position ?? "",
    ctcRange: user.ctcRange ?? "",
    skills: user.skills,
    interests: user.interests,
    location: {
      city: user.location.city ?? "",
      state: user.location.state ?? "",
      country: user.location.country ?? "",
      coordinates: null,
    },
    education: {
      college: user.education.college ?? "",
      degree: user.education.degree ?? "",
      graduationYear: user.education.graduationYear ? String(user.education.graduationYear) : "",
      isStudent: user.education.isStudent,
    },
    socialLinks: Object.fromEntries(SOCIAL_LINKS.map(({ key }) => [key, user.socialLinks[key] ?? ""])),
  };
}

/** Height as the request carries it; the shared schema holds it to the one range (onboarding's too). */
function toHeight(draft: ProfileDraft) {
  if (draft.heightFeet.trim() === "" && draft.heightInches.trim() === "") return undefined;
  // Blank inches on a whole number of feet means exactly that many feet; blank feet is no height at all.
  return {
    feet: draft.heightFeet.trim() === "" ? Number.NaN : Number(draft.heightFeet),
    inches: draft.heightInches.trim() === "" ? 0 : Number(draft.heightInches),
  };
}

function checkSkills(skills: string[]): FieldErrors {
  if (skills.length < PROFILE_LIMITS.completionSkillsMin) return { skills: "Choose at least one skill" };
  if (skills.length > PROFILE_LIMITS.skillsMax) return { skills: `Choose at most ${PROFILE_LIMITS.skillsMax} skills` };
  return {};
}

/** A field path from the schema or the server (`socialLinks.github`, `body/skills/3`) as the form keys it. */
export function fieldKey(path: readonly PropertyKey[]): string {
  const parts = path.map(String).filter((part) => part !== "body");
  const nested = ["height", "company", "socialLinks", "location", "education"].includes(parts[0] ?? "");
  return parts.slice(0, nested ? 2 : 1).join(".");
}

export type BuiltUpdate = { ok: true; body: ProfileUpdateInput } | { ok: false; errors: FieldErrors };

/** Only the fields 'My Profile' may change; fields left unset stay as they are on the server. */
function toUpdateInput(draft: ProfileDraft, user: SessionUser) {
  const socialLinks = { ...user.socialLinks };
  for (const { key } of SOCIAL_LINKS) socialLinks[key] = draft.socialLinks[key]?.trim() ?? "";
  const height = toHeight(draft);
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    bio: draft.bio,
    ...(height ? { height } : {}),
    ...(draft.religion ? { religion: draft.religion as Religion } : {}),
    ...(draft.profession ? { profession: draft.profession as Profession } : {}),
    ...(draft.ctcRange ? { ctcRange: draft.ctcRange as CtcRange } : {}),
    // A company or position on the profile is the member's current job; the server drops both when not working.
    company: {
      name: draft.companyName,
      position: draft.companyPosition,
      isCurrentlyWorking: draft.companyName.trim() !== "" || draft.companyPosition.trim() !== "",
    },
    skills: draft.skills,
    interests: draft.interests,
    location: {
      city: draft.location.city,
      ...(draft.location.state.trim() ? { state: draft.location.state } : {}),
      country: draft.location.country,
      ...(draft.location.coordinates ? { coordinates: draft.location.coordinates } : {}),
    },
    education: {
      ...(draft.education.college.trim() ? { college: draft.education.college } : {}),
      ...(draft.education.degree.trim() ? { degree: draft.education.degree } : {}),
      ...(draft.education.graduationYear ? { graduationYear: Number(draft.education.graduationYear) } : {}),
      isStudent: draft.education.isStudent,
    },
    socialLinks,
  };
}

/** The edit form's rules: the shared update schema, plus at least one skill. */
export const profileFormRules = (user: SessionUser): FormRules<ProfileDraft, ProfileUpdateInput> => ({
  toInput: (draft) => toUpdateInput(draft, user),
  schema: lazyFormSchemas.profileUpdate,
  check: (draft) => checkSkills(draft.skills),
  fieldKey,
});

export async function buildProfileUpdate(draft: ProfileDraft, user: SessionUser): Promise<BuiltUpdate> {
  const checked = checkDraft(await loadRules(profileFormRules(user)), draft);
  return checked.ok ? checked : { ok: false, errors: checked.errors };
}
