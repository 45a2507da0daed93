/** Option lists shared by the onboarding wizard, the profile screens and the server's validation. */
export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

export const RELIGIONS = [
  "Hindu",
  "Muslim",
  "Christian",
  "Sikh",
  "Jain",
  "Buddhist",
  "Other",
  "Prefer not to say",
] as const;
export type Religion = (typeof RELIGIONS)[number];

export const PROFESSIONS = [
  "Software Engineer",
  "Frontend Developer",
  "Backend Developer",
  "Full Stack Developer",
  "Mobile Developer",
  "DevOps Engineer",
  "Data Scientist",
  "ML Engineer",
  "Product Manager",
  "Designer",
  "Student",
  "Freelancer",
  "Entrepreneur",
  "Other",
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Annual CTC in lakhs of rupees (LPA). */
export const CTC_RANGES = ["0-3", "3-6", "6-10", "10-15", "15-25", "25+", "Prefer not to say"] as const;
export type CtcRange = (typeof CTC_RANGES)[number];

export const SOCIAL_LINK_KEYS = ["instagram", "linkedin", "twitter", "github", "leetcode", "portfolio"] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const HEIGHT_FEET = { min: 3, max: 8 } as const;
export const HEIGHT_INCHES = { min: 0, max: 11 } as const;

export const PROFILE_LIMITS = {
  minAge: 18,
  maxAge: 100,
  bioMin: 20,
  bioMax: 500,
  nameMax: 50,
  textMax: 100,
  skillsMin: 3,
  skillsMax: 10,
  completionSkillsMin: 1,
  skillMaxLength: 40,
  interestsMax: 20,
  photosMin: 1,
  photosMax: 5,
  /** A phone's full-size photo fits; the pipeline resizes it (and bounds its pixels, `MAX_INPUT_PIXELS`). */
  photoMaxBytes: 25 * 1024 * 1024,
  graduationYearWindow: 20,
  distanceMin: 1,
  distanceMax: 500,
  onboardingDistanceMin: 5,
  onboardingAgeSliderMax: 60,
} as const;

export const PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * The one-way choices a member may also hold others to (Hinge's word): with "religion" set, the member is shown
 * only to people of the religions they chose, not just shown them.
 */
export const DEALBREAKERS = ["religion", "profession"] as const;
export type Dealbreaker = (typeof DEALBREAKERS)[number];

/** "New here" puts members who joined within this many days first. */
export const NEW_HERE_DAYS = 7;

export const DEFAULT_PREFERENCES = {
  ageRange: { min: 18, max: 35 },
  distance: 50,
  genders: [...GENDERS] as Gender[],
  religions: [] as Religion[],
  professions: [] as Profession[],
  dealbreakers: [] as Dealbreaker[],
  newHereFirst: false,
  photoVerifiedOnly: false,
};
