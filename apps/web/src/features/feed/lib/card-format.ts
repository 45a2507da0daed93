import type { CompatibilityCriterion, Photo, PublicProfile } from "@devmatch/shared";

type Maybe = string | null | undefined;

const filled = (parts: Maybe[], separator: string) => {
  const kept = parts.map((part) => part?.trim()).filter(Boolean);
  return kept.length > 0 ? kept.join(separator) : null;
};

/** Primary photo, else the first, else the legacy single photo; null means the placeholder. */
export function photoOf(profile: { photos: Photo[]; photoUrl: string | null }): string | null {
  return profile.photos.find((photo) => photo.isPrimary)?.url ?? profile.photos[0]?.url ?? profile.photoUrl ?? null;
}

/** 'Ada L., 31': first name, the surname as the server gives it (its initial until matched) and age. */
export function cardName({ firstName, lastName, age }: Pick<PublicProfile, "firstName" | "lastName" | "age">) {
  const name = lastName.trim() ? `${firstName} ${lastName.trim()}` : firstName;
  return age === null ? name : `${name}, ${age}`;
}

export const formatHeight = (height: PublicProfile["height"]) =>
  height ? `${height.feet} ft ${height.inches} in` : null;

export function workLine({ profession, company }: Pick<PublicProfile, "profession" | "company">) {
  if (profession && company.name) return `${profession} at ${company.name}`;
  return filled([profession, company.name], "");
}

export const placeLine = (location: PublicProfile["location"]) => filled([location.city, location.state], ", ");

/** Distances are whole kilometres; under one reads as "less than 1 km", never "0 km". */
export const distanceLine = (km: number | null) =>
  km === null ? null : km < 1 ? "less than 1 km away" : `${km} km away`;

export const CRITERION_LABELS: Record<CompatibilityCriterion, string> = {
  age: "Age in your range",
  location: "Location",
  skills: "Shared skills",
  education: "Education",
  profession: "Profession",
  religion: "Religion",
};

/** What the skills points rest on: "2 shared skills, 1 verified on GitHub" (verified ones count double). */
export function sharedSkillsSummary(shared: string[], verified: string[]) {
  const verifiedKeys = new Set(verified.map((skill) => skill.trim().toLowerCase()));
  const verifiedShared = shared.filter((skill) => verifiedKeys.has(skill.trim().toLowerCase())).length;
  const count =
    shared.length === 0 ? "No shared skills" : `${shared.length} shared skill${shared.length === 1 ? "" : "s"}`;
  return verifiedShared === 0 ? count : `${count}, ${verifiedShared} verified on GitHub`;
}
