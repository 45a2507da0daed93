import type { ProfileFields } from "./profile/types.ts";

/** The signed-in user as the server presents it to its owner. Other users never receive this shape. */
export interface SessionUser extends ProfileFields {
  _id: string;
  firstName: string;
  lastName: string;
  emailId: string;
  isVerified: boolean;
  onboardingCompleted: boolean;
  onboardingStep: number;
  photoUrl: string | null;
  isPremium: boolean;
  membershipType: "gold" | "platinum" | null;
  createdAt: string;
  /** Shown to nobody new while true; matches and chats go on. */
  isPaused: boolean;
}

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
