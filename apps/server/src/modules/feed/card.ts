import { ageOn, computeCompatibility, type FeedCard, sharedSkills } from "@devmatch/shared";
import { type PhotoRow, type PublicUserRow, presentPublicProfile, type UserRow } from "../users/presenter.ts";
import { snappedDistanceKm } from "./distance.ts";

export function compatibilityBetween(viewer: UserRow, candidate: PublicUserRow) {
  return computeCompatibility(
    {
      skills: viewer.skills,
      degree: viewer.degree,
      profession: viewer.profession,
      preferences: { ageRange: { min: viewer.prefAgeMin, max: viewer.prefAgeMax }, religions: viewer.prefReligions },
    },
    {
      age: candidate.dateOfBirth ? ageOn(candidate.dateOfBirth) : null,
      hasLocation: Boolean(candidate.city && candidate.country),
      skills: candidate.skills,
      degree: candidate.degree,
      profession: candidate.profession,
      religion: candidate.religion,
    },
  );
}

/** A deck card: public fields only, plus the viewer-relative score, shared skills and rounded distance. */
export function presentFeedCard(
  viewer: UserRow,
  candidate: PublicUserRow,
  photos: PhotoRow[],
  flags: { superLikedYou: boolean; isBoosted: boolean },
): FeedCard {
  return {
    ...presentPublicProfile(candidate, photos),
    compatibility: compatibilityBetween(viewer, candidate),
    sharedSkills: sharedSkills(viewer.skills, candidate.skills),
    distanceKm: snappedDistanceKm(viewer, candidate),
    ...flags,
  };
}
