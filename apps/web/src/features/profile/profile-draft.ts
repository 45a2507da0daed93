import {
  type CtcRange,
  PROFILE_LIMITS,
  type Profession,
  type ProfileUpdateInput,
  profileUpdateSchema,
  type Religion,
  type SessionUser,
  type SocialLinkKey,
} from "@devmatch/shared";
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

/** Messages keyed by field path, e.g. `bio`, `height.feet`, `socialLinks.github`. */
export type FieldErrors = Partial<Record<string, string>>;

/** The own-profile screen is stricter than onboarding about height. */
export const OWN_HEIGHT_FEET = { min: 4, max: 7 } as const;
export const OWN_HEIGHT_INCHES = { min: 0, max: 11 } as const;

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

const isWhole = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

function checkHeight(draft: ProfileDraft, errors: FieldErrors) {
  if (draft.heightFeet.trim() === "" && draft.heightInches.trim() === "") return undefined;
  const feet = Number(draft.heightFeet);
  // Blank inches on a whole number of feet means exactly that many feet.
  const inches = draft.heightInches.trim() === "" ? 0 : Number(draft.heightInches);
  if (draft.heightFeet.trim() === "" || !isWhole(feet, OWN_HEIGHT_FEET))
    errors["height.feet"] = `Feet must be a whole number from ${OWN_HEIGHT_FEET.min} to ${OWN_HEIGHT_FEET.max}`;
  if (!isWhole(inches, OWN_HEIGHT_INCHES))
    errors["height.inches"] = `Inches must be a whole number from ${OWN_HEIGHT_INCHES.min} to ${OWN_HEIGHT_INCHES.max}`;
  return { feet, inches };
}

function checkSkills(skills: string[], errors: FieldErrors) {
  if (skills.length < PROFILE_LIMITS.completionSkillsMin) errors.skills = "Choose at least one skill";
  else if (skills.length > PROFILE_LIMITS.skillsMax)
    errors.skills = `Choose at most ${PROFILE_LIMITS.skillsMax} skills`;
  return skills;
}

/** A field path from the schema or the server (`socialLinks.github`, `body/skills/3`) as the form keys it. */
export function fieldKey(path: readonly PropertyKey[]): string {
  const parts = path.map(String).filter((part) => part !== "body");
  const nested = ["height", "company", "socialLinks", "location", "education"].includes(parts[0] ?? "");
  return parts.slice(0, nested ? 2 : 1).join(".");
}

export type BuiltUpdate = { ok: true; body: ProfileUpdateInput } | { ok: false; errors: FieldErrors };

/** Only the fields 'My Profile' may change; fields left unset stay as they are on the server. */
export function buildProfileUpdate(draft: ProfileDraft, user: SessionUser): BuiltUpdate {
  const errors: FieldErrors = {};
  const height = checkHeight(draft, errors);
  const skills = checkSkills(draft.skills, errors);
  const socialLinks = { ...user.socialLinks };
  for (const { key } of SOCIAL_LINKS) socialLinks[key] = draft.socialLinks[key]?.trim() ?? "";

  const result = profileUpdateSchema.safeParse({
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
    skills,
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
  });
  if (!result.success) for (const issue of result.error.issues) errors[fieldKey(issue.path)] ??= issue.message;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: result.data };
}
