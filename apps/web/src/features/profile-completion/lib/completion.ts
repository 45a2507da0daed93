import { type Gender, type ProfileCompletionInput, profileCompletionSchema, type SessionUser } from "@devmatch/shared";

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

export type CompletionCheck =
  | { ok: true; body: ProfileCompletionInput }
  | { ok: false; message: string; errors: Record<string, string> };

/** Every field and one skill first (the spec's message), then the same rules the server applies. */
export function checkCompletion(form: CompletionForm): CompletionCheck {
  const result = profileCompletionSchema.safeParse({
    ...form,
    dateOfBirth: form.dateOfBirth || undefined,
    gender: form.gender || undefined,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const { skills, ...fields } = form;
  const missing = skills.length === 0 || Object.values(fields).some((value) => value.trim() === "");
  const message = missing
    ? COMPLETION_MESSAGES.fillAllFields
    : (result.error.issues[0]?.message ?? COMPLETION_MESSAGES.failed);
  return { ok: false, message, errors };
}
