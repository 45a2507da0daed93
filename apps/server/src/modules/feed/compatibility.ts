import { ageOn, computeCompatibility } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";
import type { ProfileRow } from "../users/presenter.ts";

/** `computeCompatibility` between two stored members (the feed computes the same in SQL: see `feed-query.ts`). */
export function compatibilityBetween(viewer: UserRow, candidate: ProfileRow & Pick<UserRow, "latitude">) {
  return computeCompatibility(
    {
      skills: viewer.skills,
      degree: viewer.degree,
      profession: viewer.profession,
      preferences: { ageRange: { min: viewer.prefAgeMin, max: viewer.prefAgeMax }, religions: viewer.prefReligions },
    },
    {
      age: candidate.dateOfBirth ? ageOn(candidate.dateOfBirth) : null,
      hasLocation: viewer.latitude !== null && candidate.latitude !== null,
      skills: candidate.skills,
      githubSkillKeys: candidate.githubSkillKeys,
      degree: candidate.degree,
      profession: candidate.profession,
      religion: candidate.religion,
    },
  );
}
