import { z } from "zod";
import { codeCardSchema, promptAnswerSchema, voicePromptSchema } from "../starters/schemas.ts";
import {
  CTC_RANGES,
  DEALBREAKERS,
  GENDERS,
  PROFESSIONS,
  RELIGIONS,
  SOCIAL_LINK_KEYS,
  type SocialLinkKey,
} from "./options.ts";

/*
 * What the API answers about members, as schemas: the server declares them on its routes (so the OpenAPI document
 * describes them and the answer is written from them) and the web app takes its types from them.
 */

/**
 * One of an option list, as stored. The list is what the answer documents and what input accepts; an answer still
 * carries a stored value the list no longer holds rather than failing the whole answer over it.
 */
function storedOption<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.string().meta({ enum: [...values] }) as unknown as z.ZodType<Values[number]>;
}

export const photoSchema = z.object({
  /** Also the `publicId` the onboarding photo step sends back. */
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  isPrimary: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

export const presentedPreferencesSchema = z.object({
  ageRange: z.object({ min: z.number().int(), max: z.number().int() }),
  distance: z.number().int(),
  genders: z.array(storedOption(GENDERS)),
  religions: z.array(storedOption(RELIGIONS)),
  professions: z.array(storedOption(PROFESSIONS)),
  dealbreakers: z.array(z.enum(DEALBREAKERS)),
  newHereFirst: z.boolean(),
  /** Show only members whose live selfie matched their photos. */
  photoVerifiedOnly: z.boolean(),
});
export type Preferences = z.infer<typeof presentedPreferencesSchema>;

export const profileLocationSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Whether the server holds coordinates; the coordinates themselves never leave it. */
  hasCoordinates: z.boolean(),
});
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

const heightSchema = z.object({ feet: z.number().int(), inches: z.number().int() }).nullable();
const socialLinksSchema = z
  .record(z.string(), z.string())
  .meta({ propertyNames: { enum: [...SOCIAL_LINK_KEYS] } }) as unknown as z.ZodType<
  Partial<Record<SocialLinkKey, string>>
>;

export const profileFieldsSchema = z.object({
  dateOfBirth: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: storedOption(GENDERS).nullable(),
  religion: storedOption(RELIGIONS).nullable(),
  height: heightSchema,
  bio: z.string().nullable(),
  /** The same text as `bio` (the spec reads both names). */
  about: z.string().nullable(),
  location: profileLocationSchema,
  profession: storedOption(PROFESSIONS).nullable(),
  company: z.object({ name: z.string().nullable(), position: z.string().nullable(), isCurrentlyWorking: z.boolean() }),
  ctcRange: storedOption(CTC_RANGES).nullable(),
  education: z.object({
    college: z.string().nullable(),
    degree: z.string().nullable(),
    graduationYear: z.number().int().nullable(),
    isStudent: z.boolean(),
  }),
  photos: z.array(photoSchema),
  primaryPhoto: z.string().nullable(),
  socialLinks: socialLinksSchema,
  skills: z.array(z.string()),
  /** The skills above that the member's public GitHub repositories show (empty without GitHub connected). */
  verifiedSkills: z.array(z.string()),
  /** A live selfie matched the member's photos ("Photo verified"). */
  photoVerified: z.boolean(),
  interests: z.array(z.string()),
  prompts: z.array(promptAnswerSchema),
  codeCard: codeCardSchema.nullable(),
  voicePrompt: voicePromptSchema.nullable(),
  preferences: presentedPreferencesSchema,
  /** Every field the feed needs is filled in. */
  profileComplete: z.boolean(),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** Another member as anyone else may see them: no email, birth date, coordinates, income or lists. */
export const publicProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  gender: storedOption(GENDERS).nullable(),
  bio: z.string().nullable(),
  profession: storedOption(PROFESSIONS).nullable(),
  company: z.object({ name: z.string().nullable(), position: z.string().nullable() }),
  education: z.object({ college: z.string().nullable(), degree: z.string().nullable() }),
  location: z.object({ city: z.string().nullable(), state: z.string().nullable(), country: z.string().nullable() }),
  height: heightSchema,
  religion: storedOption(RELIGIONS).nullable(),
  photos: z.array(photoSchema),
  photoUrl: z.string().nullable(),
  skills: z.array(z.string()),
  /** The skills above that the member's public GitHub repositories show (empty without GitHub connected). */
  verifiedSkills: z.array(z.string()),
  /** A live selfie matched the member's photos ("Photo verified"); distinct from skills verified on GitHub. */
  photoVerified: z.boolean(),
  interests: z.array(z.string()),
  /** Answered prompts, in the member's order; cards interleave them with the photos. */
  prompts: z.array(promptAnswerSchema),
  codeCard: codeCardSchema.nullable(),
  voicePrompt: voicePromptSchema.nullable(),
  socialLinks: socialLinksSchema,
  /** The email address is confirmed (true for everyone in the feed; not what the app's verified badge shows). */
  isVerified: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const onboardingStatusSchema = z.object({
  onboardingStep: z.number().int(),
  onboardingCompleted: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
