import type { SOCIAL_LINK_KEYS } from "@devmatch/shared";
import type { users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { UserRow } from "../users/presenter.ts";

export type UserUpdate = Partial<typeof users.$inferInsert>;

/** Gender is set once: the feed and other members' preferences rely on it. */
export function assertGenderUnchanged(user: UserRow, gender: string | undefined) {
  if (gender !== undefined && user.gender !== null && user.gender !== gender) {
    throw new AppError(400, "GENDER_LOCKED", "gender: Gender can't be changed once it is set.");
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

export function heightColumns(height: { feet: number; inches: number }): UserUpdate {
  return { heightFeet: height.feet, heightInches: height.inches };
}

export function preferenceColumns(preferences: {
  ageRange: { min: number; max: number };
  distance: number;
  genders: string[];
  religions: string[];
  professions: string[];
}): UserUpdate {
  return {
    prefAgeMin: preferences.ageRange.min,
    prefAgeMax: preferences.ageRange.max,
    prefDistanceKm: preferences.distance,
    prefGenders: [...new Set(preferences.genders)],
    prefReligions: [...new Set(preferences.religions)],
    prefProfessions: [...new Set(preferences.professions)],
  };
}
