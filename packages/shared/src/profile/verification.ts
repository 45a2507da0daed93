import { z } from "zod";
import { VERIFICATION_POSES } from "./verification-limits.ts";

export const verificationStatusSchema = z.object({
  photoVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** Whether we keep the verified face's descriptor (with the member's consent), and since when; never its numbers. */
  descriptorHeld: z.boolean(),
  descriptorSince: z.string().nullable(),
  /** Failed checks since the last success. */
  failures: z.number().int(),
  /** The member may ask a moderator to review instead (after three failures; or without a camera). */
  reviewOffered: z.boolean(),
  reviewPending: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
export const verificationStatusResponseSchema = z.object({ data: verificationStatusSchema });

export const verificationChallengeSchema = z.object({
  challengeId: z.string(),
  poses: z.array(z.enum(VERIFICATION_POSES)),
  expiresAt: z.string(),
});
export type VerificationChallenge = z.infer<typeof verificationChallengeSchema>;
export const verificationChallengeResponseSchema = z.object({ data: verificationChallengeSchema });

export const selfieResultSchema = z.object({
  verified: z.boolean(),
  /** Why the check failed, in plain words; null when verified. */
  problem: z.string().nullable(),
  status: verificationStatusSchema,
});
export type SelfieResult = z.infer<typeof selfieResultSchema>;
export const selfieResultResponseSchema = z.object({ data: selfieResultSchema });
