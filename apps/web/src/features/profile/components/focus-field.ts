import type { ProfileTipArea } from "@devmatch/shared";

/** Tips fixed in a field of the edit form (photos, prompts and the code card have their own places). */
export type FieldTipArea = Exclude<ProfileTipArea, "photos" | "prompts" | "codeCard">;

/** The edit form's field each tip is fixed in, by its visible label. */
const FIELD_LABELS: Record<FieldTipArea, string> = {
  bio: "Bio",
  skills: "Skills",
  socialLinks: "GitHub",
  profession: "Profession",
};

/** Moves focus to the edit form's field for a tip, scrolling it into view. */
export function focusTipField(area: FieldTipArea) {
  const form = document.querySelector('form[aria-label="Edit profile"]');
  const label = [...(form?.querySelectorAll("label") ?? [])].find((candidate) =>
    candidate.textContent?.trim().startsWith(FIELD_LABELS[area]),
  );
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  control?.scrollIntoView({ block: "center" });
  control?.focus();
}
