import type { onboardingStepSchemas } from "@devmatch/shared";
import type { z } from "zod";
import {
  assertGenderUnchanged,
  companyColumns,
  heightColumns,
  preferenceColumns,
  socialLinkColumns,
  type UserUpdate,
  uniqueSkills,
} from "../profile/fields.ts";
import type { UserRow } from "../users/presenter.ts";

type StepBody<Index extends number> = z.output<(typeof onboardingStepSchemas)[Index]>;

/** The columns each onboarding step writes; the photo step (4) is handled by the photo service instead. */
export const stepColumns: Record<Exclude<number, 4>, (body: never, user: UserRow) => UserUpdate> = {
  0: (body: StepBody<0>, user) => {
    assertGenderUnchanged(user, body.gender);
    return {
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      religion: body.religion ?? null,
      bio: body.bio,
      ...(body.height ? heightColumns(body.height) : { heightFeet: null, heightInches: null }),
    };
  },
  1: ({ location }: StepBody<1>, user) => {
    // Re-saving the same place keeps its position; a different typed-in place drops the old one.
    const samePlace = user.city === location.city && user.country === location.country;
    return {
      city: location.city,
      state: location.state || null,
      country: location.country,
      longitude: location.coordinates?.[0] ?? (samePlace ? user.longitude : null),
      latitude: location.coordinates?.[1] ?? (samePlace ? user.latitude : null),
    };
  },
  2: (body: StepBody<2>) => ({
    profession: body.profession,
    ctcRange: body.ctcRange ?? null,
    ...companyColumns(body.company),
  }),
  3: ({ education }: StepBody<3>) => ({
    college: education.college || null,
    degree: education.degree || null,
    graduationYear: education.graduationYear ?? null,
    isStudent: education.isStudent,
  }),
  5: ({ socialLinks }: StepBody<5>) => socialLinkColumns(socialLinks),
  6: (body: StepBody<6>) => ({ skills: uniqueSkills(body.skills), interests: uniqueSkills(body.interests ?? []) }),
  7: ({ preferences }: StepBody<7>) => preferenceColumns(preferences),
};
