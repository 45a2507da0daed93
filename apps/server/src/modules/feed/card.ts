import { ageOn, computeCompatibility, type FeedCard, sharedSkills } from "@devmatch/shared";
import { type PhotoRef, type ProfileRow, presentPublicProfile, type UserRow } from "../users/presenter.ts";

export function compatibilityBetween(viewer: UserRow, candidate: ProfileRow) {
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
      githubSkillKeys: candidate.githubSkillKeys,
      degree: candidate.degree,
      profession: candidate.profession,
      religion: candidate.religion,
    },
  );
}

/** A deck card: public fields only, plus the viewer-relative score, shared skills and rounded distance. */
export function presentFeedCard(
  viewer: UserRow,
  candidate: ProfileRow,
  photos: PhotoRef[],
  placement: { superLikedYou: boolean; isBoosted: boolean; distanceKm: number | null },
): FeedCard {
  // Extends the fresh profile object in place: spreading it into a new literal costs several times as much.
  return Object.assign(presentPublicProfile(candidate, photos), {
    compatibility: compatibilityBetween(viewer, candidate),
    sharedSkills: sharedSkills(viewer.skills, candidate.skills),
    distanceKm: placement.distanceKm,
    superLikedYou: placement.superLikedYou,
    isBoosted: placement.isBoosted,
  });
}
