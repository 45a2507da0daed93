import type { SocialLinkKey } from "@devmatch/shared";

export const NOT_ADDED = "Not added";

type Maybe = string | null | undefined;

/** Joins the parts that are filled in, or null when none is. */
export function joinFilled(parts: Maybe[], separator = ", "): string | null {
  const filled = parts.map((part) => part?.trim()).filter(Boolean);
  return filled.length > 0 ? filled.join(separator) : null;
}

export const formatHeight = (height: { feet: number; inches: number } | null) =>
  height ? `${height.feet}' ${height.inches}"` : null;

export function formatCompany(company: { name: string | null; position: string | null }) {
  if (company.name && company.position) return `${company.position} at ${company.name}`;
  return joinFilled([company.position, company.name]);
}

export function formatEducation(education: { college: string | null; degree: string | null }) {
  return joinFilled([education.degree, education.college]);
}

/** The links the profile screens show and edit, in display order. */
export const SOCIAL_LINKS: { key: SocialLinkKey; label: string }[] = [
  { key: "github", label: "GitHub" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "leetcode", label: "LeetCode" },
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
];
