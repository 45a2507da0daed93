import { z } from "zod";
import { onboardingStatusSchema, profileFieldsSchema } from "./profile/types.ts";

/** The signed-in user as the server presents it to its owner. Other users never receive this shape. */
export const sessionUserSchema = profileFieldsSchema.extend({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  isVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  onboardingStep: z.number().int(),
  photoUrl: z.string().nullable(),
  isPremium: z.boolean(),
  membershipType: z.enum(["gold", "platinum"]).nullable(),
  createdAt: z.string(),
  /** Shown to nobody new while true; matches and chats go on. */
  isPaused: z.boolean(),
  /** Whether the member may use the moderation console. */
  isModerator: z.boolean(),
  /** Date, Network or both. */
  modes: z.object({ date: z.boolean(), network: z.boolean() }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** An answer that carries the signed-in member as they now stand (sign-up, profile changes). */
export const userAnswerSchema = z.object({ message: z.string(), data: sessionUserSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** Where the member stands in onboarding, and their profile as it now stands. */
export const onboardingProgressSchema = onboardingStatusSchema.extend({ user: sessionUserSchema });
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export interface LoginResponse {
  message: string;
  data: SessionUser;
  requiresVerification: boolean;
}

export interface VerifyOtpResponse {
  message: string;
  data: SessionUser;
  requiresOnboarding: boolean;
}
