import type { onboardingStepSchemas } from "@devmatch/shared";
import type { z } from "zod";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import {
  assertBirthDateUnchanged,
  assertGenderUnchanged,
  companyColumns,
  educationColumns,
  heightColumns,
  locationColumns,
  preferenceColumns,
  socialLinkColumns,
  type UserUpdate,
  uniqueSkills,
} from "../profile/fields.ts";

type StepBody<Index extends number> = z.output<(typeof onboardingStepSchemas)[Index]>;

/** The columns each onboarding step writes; the photo step (4) is handled by the photo service instead. */
export const stepColumns: Record<Exclude<number, 4>, (body: never, user: UserRow) => UserUpdate> = {
  0: (body: StepBody<0>, user) => {
    assertGenderUnchanged(user, body.gender);
    assertBirthDateUnchanged(user, body.dateOfBirth);
    return {
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      religion: body.religion ?? null,
      bio: body.bio,
      ...(body.height ? heightColumns(body.height) : { heightFeet: null, heightInches: null }),
    };
  },
  1: ({ location }: StepBody<1>, user) => locationColumns(location, user),
  2: (body: StepBody<2>) => ({
    profession: body.profession,
    ctcRange: body.ctcRange ?? null,
    ...companyColumns(body.company),
  }),
  3: ({ education }: StepBody<3>) => educationColumns(education),
  5: ({ socialLinks }: StepBody<5>) => socialLinkColumns(socialLinks),
  6: (body: StepBody<6>) => ({ skills: uniqueSkills(body.skills), interests: uniqueSkills(body.interests ?? []) }),
  7: ({ preferences }: StepBody<7>, user) => {
    if (preferences) return preferenceColumns(preferences);
    // Only a member in Network only may leave them out: nothing of dating is asked of them.
    if (user.modeDate)
      throw new AppError("VALIDATION_ERROR", "preferences: Choose who you'd like to meet", {
        details: [{ field: "preferences", message: "Choose who you'd like to meet" }],
      });
    return {};
  },
};
