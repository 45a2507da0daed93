import type { Gender, ProfileCompletionInput, SessionUser } from "@devmatch/shared";
import { lazyFormSchemas } from "../../../lib/forms/lazy-form-schemas.ts";
import type { FormRules } from "../../../lib/forms/use-form.ts";

export const COMPLETION_MESSAGES = {
  fillAllFields: "Please fill in all fields and select at least one skill",
  failed: "Failed to update profile",
} as const;

export interface CompletionForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: Gender | "";
  about: string;
  skills: string[];
}

export const formFromUser = (user: SessionUser): CompletionForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  dateOfBirth: user.dateOfBirth ?? "",
  gender: user.gender ?? "",
  about: user.about ?? user.bio ?? "",
  skills: user.skills,
});

/** Every field and one skill first (the spec's message), then the same rules the server applies. */
export const completionRules: FormRules<CompletionForm, ProfileCompletionInput> = {
  toInput: (form) => ({ ...form, dateOfBirth: form.dateOfBirth || undefined, gender: form.gender || undefined }),
  schema: lazyFormSchemas.profileCompletion,
  fieldKey: (path) => String(path[0]),
  invalid: ({ skills, ...fields }) =>
    skills.length === 0 || Object.values(fields).some((value) => value.trim() === "")
      ? COMPLETION_MESSAGES.fillAllFields
      : undefined,
};
