import { z } from "zod";
import { multiLine, personName, singleLine } from "../text.ts";
import { ageOn } from "./age.ts";
import { isWebLink, LINK_MESSAGE, normalizeLink } from "./links.ts";
import {
  CTC_RANGES,
  DEALBREAKERS,
  GENDERS,
  HEIGHT_FEET,
  HEIGHT_INCHES,
  PROFILE_LIMITS as L,
  PROFESSIONS,
  RELIGIONS,
  SOCIAL_LINK_KEYS,
} from "./options.ts";

const text = (label: string, max: number = L.textMax) =>
  singleLine(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );
const requiredText = (label: string, max: number = L.textMax) =>
  singleLine(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );

export const nameSchema = (label: string) =>
  personName(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .min(1, `${label} is required`)
      .max(L.nameMax, `${label} must be at most ${L.nameMax} characters`),
    label,
  );

export const bioSchema = multiLine(
  z
    .string({ error: "Bio is required" })
    .trim()
    .min(L.bioMin, `Bio must be at least ${L.bioMin} characters`)
    .max(L.bioMax, `Bio must be at most ${L.bioMax} characters`),
  "Bio",
);

export const dateOfBirthSchema = z
  .string({ error: "Date of birth is required" })
  .refine((value) => ageOn(value) !== null, "Date of birth must be a real date (YYYY-MM-DD)")
  .refine((value) => (ageOn(value) ?? 0) >= L.minAge, `You must be at least ${L.minAge} years old`)
  .refine((value) => (ageOn(value) ?? 0) <= L.maxAge, "Enter your real date of birth");

/** Nothing chosen is 'required'; only a value outside the list names the choices. */
export const genderSchema = z.enum(GENDERS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ""
      ? "Gender is required"
      : `Gender must be one of ${GENDERS.join(", ")}`,
});
export const religionSchema = z.enum(RELIGIONS, { error: "Choose a religion from the list" });
export const professionSchema = z.enum(PROFESSIONS, { error: "Choose a profession from the list" });
export const ctcRangeSchema = z.enum(CTC_RANGES, { error: "Choose a CTC range from the list" });

const feetMessage = `Height must be between ${HEIGHT_FEET.min} and ${HEIGHT_FEET.max} feet`;
const inchesMessage = `Inches must be between ${HEIGHT_INCHES.min} and ${HEIGHT_INCHES.max}`;
export const heightSchema = z.strictObject({
  feet: z
    .number({ error: feetMessage })
    .int(feetMessage)
    .min(HEIGHT_FEET.min, feetMessage)
    .max(HEIGHT_FEET.max, feetMessage),
  inches: z
    .number({ error: inchesMessage })
    .int(inchesMessage)
    .min(HEIGHT_INCHES.min, inchesMessage)
    .max(HEIGHT_INCHES.max, inchesMessage),
});

/** A social link, stored as `normalizeLink` writes it ("github.com/ada" becomes "https://github.com/ada"). */
const httpUrl = singleLine(z.string().trim().max(300, "Links must be at most 300 characters"), "Links")
  .transform(normalizeLink)
  .refine((value) => value === "" || isWebLink(value), LINK_MESSAGE);

export const socialLinksSchema = z.strictObject(
  Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, httpUrl.optional()])) as Record<
    (typeof SOCIAL_LINK_KEYS)[number],
    z.ZodOptional<typeof httpUrl>
  >,
);

const skillSchema = requiredText("Skill", L.skillMaxLength);
const uniqueIgnoringCase = (values: string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

export const skillsSchema = (min: number) =>
  z
    .array(skillSchema, { error: "Skills must be a list" })
    .min(min, `Select at least ${min} skill${min === 1 ? "" : "s"}`)
    .max(L.skillsMax, `Select at most ${L.skillsMax} skills`)
    .refine(uniqueIgnoringCase, "Each skill can be selected once");

export const locationSchema = z.strictObject({
  city: requiredText("City"),
  state: text("State").optional(),
  country: requiredText("Country"),
  /** [longitude, latitude], as the browser's geolocation gives them. */
  coordinates: z
    .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
      error: "Coordinates must be [longitude, latitude]",
    })
    .optional(),
});

export const companySchema = z.strictObject({
  name: text("Company name").optional(),
  position: text("Position").optional(),
  isCurrentlyWorking: z.boolean({ error: "isCurrentlyWorking must be true or false" }),
});

const currentYear = new Date().getUTCFullYear();
export const educationSchema = z
  .strictObject({
    college: text("College").optional(),
    degree: text("Degree").optional(),
    graduationYear: z
      .number({ error: "Graduation year must be a number" })
      .int()
      .min(currentYear + 5 - L.graduationYearWindow - 40, "Graduation year is too early")
      .max(currentYear + 5, "Graduation year is too far ahead")
      .optional(),
    isStudent: z.boolean({ error: "isStudent must be true or false" }),
  })
  .refine((education) => education.isStudent || Boolean(education.college), {
    message: "College is required unless you are a student",
    path: ["college"],
  });

export const preferencesSchema = z
  .strictObject({
    ageRange: z.strictObject({
      min: z
        .number({ error: "Minimum age must be a number" })
        .int()
        .min(L.minAge, `Minimum age is ${L.minAge}`)
        .max(L.maxAge),
      max: z
        .number({ error: "Maximum age must be a number" })
        .int()
        .min(L.minAge)
        .max(L.maxAge, `Maximum age is ${L.maxAge}`),
    }),
    distance: z
      .number({ error: "Distance must be a number" })
      .int()
      .min(L.distanceMin, `Distance must be at least ${L.distanceMin} km`)
      .max(L.distanceMax, `Distance must be at most ${L.distanceMax} km`),
    genders: z.array(genderSchema).min(1, "Choose at least one gender").max(GENDERS.length),
    religions: z.array(religionSchema).max(RELIGIONS.length),
    professions: z.array(professionSchema).max(PROFESSIONS.length),
    /** Optional, so a client that does not know them leaves the stored ones as they are. */
    dealbreakers: z
      .array(z.enum(DEALBREAKERS, { error: "Each dealbreaker must be religion or profession" }))
      .max(DEALBREAKERS.length)
      .optional(),
    newHereFirst: z.boolean({ error: "newHereFirst must be true or false" }).optional(),
    photoVerifiedOnly: z.boolean({ error: "photoVerifiedOnly must be true or false" }).optional(),
  })
  .refine((preferences) => preferences.ageRange.min <= preferences.ageRange.max, {
    message: "Minimum age cannot be above maximum age",
    path: ["ageRange", "min"],
  })
  // A dealbreaker holds others to a list; with no list there is nothing to hold them to.
  .refine((preferences) => !preferences.dealbreakers?.includes("religion") || preferences.religions.length > 0, {
    message: "Choose at least one religion to make religion a dealbreaker",
    path: ["dealbreakers"],
  })
  .refine((preferences) => !preferences.dealbreakers?.includes("profession") || preferences.professions.length > 0, {
    message: "Choose at least one profession to make profession a dealbreaker",
    path: ["dealbreakers"],
  });
export type PreferencesInput = z.input<typeof preferencesSchema>;

const interestsSchema = z.array(requiredText("Interest", L.skillMaxLength)).max(L.interestsMax);

/** Onboarding steps, index 0 to 7, each with the body its save accepts. */
export const onboardingStepSchemas = [
  z.strictObject({
    dateOfBirth: dateOfBirthSchema,
    gender: genderSchema,
    religion: religionSchema.optional(),
    height: heightSchema.optional(),
    bio: bioSchema,
  }),
  z.strictObject({ location: locationSchema }),
  z.strictObject({ profession: professionSchema, company: companySchema, ctcRange: ctcRangeSchema.optional() }),
  z.strictObject({ education: educationSchema }),
  z.strictObject({
    photos: z
      .array(z.strictObject({ publicId: z.uuid({ error: "publicId must be a photo id" }) }))
      .min(L.photosMin, "Add at least one photo")
      .max(L.photosMax, `You can only upload up to ${L.photosMax} images`),
  }),
  z.strictObject({ socialLinks: socialLinksSchema }),
  z.strictObject({
    skills: skillsSchema(L.skillsMin),
    interests: interestsSchema.optional(),
  }),
  // Dating preferences: required in Date mode (the server checks the mode); a member in Network only sends none.
  z.strictObject({ preferences: preferencesSchema.optional() }),
] as const;
export const ONBOARDING_STEP_TITLES = [
  "Basic Information",
  "Location",
  "Professional Details",
  "Education",
  "Photos",
  "Social Links",
  "Skills & Interests",
  "Preferences",
] as const;
export type OnboardingStepBody<Index extends number> = z.input<(typeof onboardingStepSchemas)[Index]>;

/** A field fixed at sign-up: named in an edit's schema only to refuse it with the reason. */
const lockedAtSignUp = (message: string) => z.never({ error: message }).optional();

/** 'My Profile' edits: only these fields, never account or membership fields. */
export const profileUpdateSchema = z.strictObject({
  gender: lockedAtSignUp("Your gender can't be changed after sign-up. Contact support if it is wrong."),
  dateOfBirth: lockedAtSignUp("Your date of birth can't be changed after sign-up. Contact support if it is wrong."),
  firstName: nameSchema("First name").optional(),
  lastName: nameSchema("Last name").optional(),
  bio: bioSchema.optional(),
  profession: professionSchema.optional(),
  company: companySchema.optional(),
  ctcRange: ctcRangeSchema.optional(),
  skills: skillsSchema(L.completionSkillsMin).optional(),
  height: heightSchema.optional(),
  religion: religionSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
  location: locationSchema.optional(),
  education: educationSchema.optional(),
  interests: interestsSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The 'Complete Your Profile' form. Age comes from a date of birth, never from a number typed in. */
export const profileCompletionSchema = z.strictObject({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema,
  about: bioSchema,
  skills: skillsSchema(L.completionSkillsMin),
});
export type ProfileCompletionInput = z.input<typeof profileCompletionSchema>;

export const photoOrderSchema = z.strictObject({
  photoIds: z.array(z.uuid({ error: "photoIds must be photo ids" })).max(L.photosMax),
});
