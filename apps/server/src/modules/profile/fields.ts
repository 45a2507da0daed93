import type { SOCIAL_LINK_KEYS } from "@devmatch/shared";
import type { UserRow, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { positionOfPlace } from "../geo/gazetteer.ts";

export type UserUpdate = Partial<typeof users.$inferInsert>;

/** Gender is set once: the feed and other members' preferences rely on it. */
/** The age the feed and matches rely on: set during onboarding, fixed once it is complete. */
export function assertBirthDateUnchanged(user: UserRow, dateOfBirth: string | undefined) {
  if (!user.onboardingCompleted || dateOfBirth === undefined || user.dateOfBirth === null) return;
  if (user.dateOfBirth !== dateOfBirth) {
    throw new AppError(
      "BIRTH_DATE_LOCKED",
      "dateOfBirth: Your date of birth can't be changed after sign-up. Contact support if it is wrong.",
    );
  }
}

export function assertGenderUnchanged(user: UserRow, gender: string | undefined) {
  if (gender !== undefined && user.gender !== null && user.gender !== gender) {
    throw new AppError("GENDER_LOCKED", "gender: Gender can't be changed once it is set.");
  }
}

/** Trimmed, in the order given, each skill once whatever its case. */
export function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function socialLinkColumns(
  links: Partial<Record<(typeof SOCIAL_LINK_KEYS)[number], string | undefined>>,
): UserUpdate {
  return {
    socialLinks: Object.fromEntries(
      Object.entries(links).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  };
}

export function companyColumns(company: { name?: string; position?: string; isCurrentlyWorking: boolean }): UserUpdate {
  return {
    isCurrentlyWorking: company.isCurrentlyWorking,
    companyName: company.isCurrentlyWorking ? company.name || null : null,
    companyPosition: company.isCurrentlyWorking ? company.position || null : null,
  };
}

/** Re-saving the same place keeps its position; a different typed-in place drops the old one. */
export function locationColumns(
  location: { city: string; state?: string; country: string; coordinates?: [number, number] },
  user: Pick<UserRow, "city" | "country" | "latitude" | "longitude">,
): UserUpdate {
  const samePlace = user.city === location.city && user.country === location.country;
  // Without the device's position, a typed city takes its position from the gazetteer (null when unknown).
  const position = location.coordinates
    ? { longitude: location.coordinates[0], latitude: location.coordinates[1] }
    : samePlace && user.latitude !== null
      ? { longitude: user.longitude, latitude: user.latitude }
      : (positionOfPlace(location) ?? { longitude: null, latitude: null });
  return {
    city: location.city,
    state: location.state || null,
    country: location.country,
    ...position,
  };
}

export function educationColumns(education: {
  college?: string;
  degree?: string;
  graduationYear?: number;
  isStudent: boolean;
}): UserUpdate {
  return {
    college: education.college || null,
    degree: education.degree || null,
    graduationYear: education.graduationYear ?? null,
    isStudent: education.isStudent,
  };
}

export function heightColumns(height: { feet: number; inches: number }): UserUpdate {
  return { heightFeet: height.feet, heightInches: height.inches };
}

export function preferenceColumns(preferences: {
  ageRange: { min: number; max: number };
  distance: number;
  genders: string[];
  religions: string[];
  professions: string[];
  dealbreakers?: string[];
  newHereFirst?: boolean;
  photoVerifiedOnly?: boolean;
}): UserUpdate {
  return {
    prefAgeMin: preferences.ageRange.min,
    prefAgeMax: preferences.ageRange.max,
    prefDistanceKm: preferences.distance,
    prefGenders: [...new Set(preferences.genders)],
    prefReligions: [...new Set(preferences.religions)],
    prefProfessions: [...new Set(preferences.professions)],
    // Left out, they stay as stored (a client that does not know them).
    ...(preferences.dealbreakers ? { prefDealbreakers: [...new Set(preferences.dealbreakers)] } : {}),
    ...(preferences.newHereFirst === undefined ? {} : { prefNewHereFirst: preferences.newHereFirst }),
    ...(preferences.photoVerifiedOnly === undefined ? {} : { prefPhotoVerifiedOnly: preferences.photoVerifiedOnly }),
  };
}
