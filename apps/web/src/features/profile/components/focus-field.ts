import type { ProfileTipArea } from "@devmatch/shared";

/** The edit form's field each tip is fixed in, by its visible label. */
const FIELD_LABELS: Record<Exclude<ProfileTipArea, "photos">, string> = {
  bio: "Bio",
  skills: "Skills",
  socialLinks: "GitHub",
  profession: "Profession",
};

/** Moves focus to the edit form's field for a tip, scrolling it into view. */
export function focusTipField(area: Exclude<ProfileTipArea, "photos">) {
  const form = document.querySelector('form[aria-label="Edit profile"]');
  const label = [...(form?.querySelectorAll("label") ?? [])].find((candidate) =>
    candidate.textContent?.trim().startsWith(FIELD_LABELS[area]),
  );
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  control?.scrollIntoView({ block: "center" });
  control?.focus();
}
