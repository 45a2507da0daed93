import {
  CTC_RANGES,
  type CtcRange,
  GENDERS,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  latestAdultBirthDate,
  PROFESSIONS,
  PROFILE_LIMITS,
  RELIGIONS,
} from "@devmatch/shared";

/**
 * Every profile field a member edits, declared once: onboarding's steps, My Profile's editor and the completion
 * form read their labels, hints, options and ranges here. The ranges are the shared ones the server enforces.
 */

const wholeNumbers = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index));

/** How a CTC range reads: "10-15 LPA", or "Prefer not to say" as it is. */
export const ctcLabel = (range: CtcRange | string | null) =>
  range && range !== "Prefer not to say" ? `${range} LPA` : range;

interface Declared {
  label: string;
  /** Onboarding marks the fields a member may skip; My Profile, where everything can wait, does not. */
  optional?: boolean;
  [detail: string]: unknown;
}

export const PROFILE_FIELDS = {
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  dateOfBirth: {
    label: "Date of birth",
    autoComplete: "bday",
    latest: latestAdultBirthDate,
    hint: `You must be at least ${PROFILE_LIMITS.minAge}.`,
  },
  gender: { label: "Gender", options: GENDERS, placeholder: "Select gender" },
  religion: { label: "Religion", optional: true, options: RELIGIONS, placeholder: "Select religion" },
  height: {
    label: "Height",
    optional: true,
    feet: { label: "Feet", placeholder: "ft", ...HEIGHT_FEET, options: wholeNumbers(HEIGHT_FEET) },
    inches: { label: "Inches", placeholder: "in", ...HEIGHT_INCHES, options: wholeNumbers(HEIGHT_INCHES) },
  },
  bio: {
    label: "Bio",
    min: PROFILE_LIMITS.bioMin,
    max: PROFILE_LIMITS.bioMax,
    hint: `At least ${PROFILE_LIMITS.bioMin} characters.`,
  },
  about: {
    label: "About",
    min: PROFILE_LIMITS.bioMin,
    max: PROFILE_LIMITS.bioMax,
    hint: `At least ${PROFILE_LIMITS.bioMin} characters.`,
  },
  profession: { label: "Profession", options: PROFESSIONS, placeholder: "Select profession" },
  companyName: { label: "Company name", autoComplete: "organization" },
  companyPosition: { label: "Position", autoComplete: "organization-title" },
  ctcRange: {
    label: "CTC range",
    optional: true,
    options: CTC_RANGES.map((range) => ({ value: range, label: ctcLabel(range) ?? range })),
    placeholder: "Select CTC range",
    hint: "Annual, in lakhs of rupees. Never shown to other members.",
  },
  skills: { label: "Skills", max: PROFILE_LIMITS.skillsMax },
  interests: { label: "Interests", optional: true, max: PROFILE_LIMITS.interestsMax },
} as const satisfies Record<string, Declared>;

/** A field's label, with "(optional)" where the screen marks the fields a member may skip. */
export const labelOf = (field: Declared, { markOptional = false } = {}) =>
  markOptional && field.optional ? `${field.label} (optional)` : field.label;
