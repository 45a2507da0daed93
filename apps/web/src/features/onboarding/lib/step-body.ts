import { onboardingStepSchemas, type Photo, SOCIAL_LINK_KEYS } from "@devmatch/shared";
import { type FieldErrors, type FormSchema, issueErrors } from "../../../lib/forms/use-form.ts";
import { preferencesInput } from "../../preferences/index.ts";
import type { OnboardingDraft } from "./draft.ts";

/** Blank optional answers are left out rather than saved as empty text. */
const given = (value: string) => (value.trim() === "" ? undefined : value);

function heightBody({ feet, inches }: OnboardingDraft["height"]) {
  if (feet === "") return undefined;
  return { feet: Number(feet), inches: inches === "" ? 0 : Number(inches) };
}

/**
 * What step `step` sends, before validation. Photos are the member's saved photos, in display order. A member in
 * Network only (`dating` false) sends no dating preferences.
 */
export function stepBody(step: number, draft: OnboardingDraft, photos: Photo[], dating = true): unknown {
  switch (step) {
    case 0:
      return {
        dateOfBirth: given(draft.dateOfBirth),
        gender: given(draft.gender),
        religion: given(draft.religion),
        height: heightBody(draft.height),
        bio: draft.bio,
      };
    case 1: {
      const { city, state, country, coordinates } = draft.location;
      return { location: { city, state: given(state), country, coordinates } };
    }
    case 2: {
      const { name, position, isCurrentlyWorking } = draft.company;
      return {
        profession: given(draft.profession),
        company: isCurrentlyWorking
          ? { name: given(name), position: given(position), isCurrentlyWorking }
          : { isCurrentlyWorking },
        ctcRange: given(draft.ctcRange),
      };
    }
    case 3: {
      const { college, degree, graduationYear, isStudent } = draft.education;
      return {
        education: {
          college: given(college),
          degree: given(degree),
          graduationYear: graduationYear === "" ? undefined : Number(graduationYear),
          isStudent,
        },
      };
    }
    case 4:
      return { photos: photos.map((photo) => ({ publicId: photo.id })) };
    case 5:
      return {
        socialLinks: Object.fromEntries(
          SOCIAL_LINK_KEYS.flatMap((key) => (given(draft.socialLinks[key]) ? [[key, draft.socialLinks[key]]] : [])),
        ),
      };
    case 6:
      return { skills: draft.skills, interests: draft.interests };
    default:
      return dating ? { preferences: preferencesInput(draft.preferences) } : {};
  }
}

/** Field path (e.g. `location.city`) to the first message about it, as every form keys them. */
export type { FieldErrors };

export type StepCheck = { ok: true; body: unknown } | { ok: false; errors: FieldErrors };

/** Checks a step with the same schema the server applies; the parsed (trimmed) body is what gets sent. */
export function checkStep(step: number, draft: OnboardingDraft, photos: Photo[], dating = true): StepCheck {
  const schema: FormSchema<unknown> = onboardingStepSchemas[step] ?? onboardingStepSchemas[7];
  const result = schema.safeParse(stepBody(step, draft, photos, dating));
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, errors: issueErrors(result.error.issues) };
}
