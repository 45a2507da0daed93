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

export interface ApiErrorBody {
  message: string;
  code: string;
  details?: { field: string; message: string }[];
  /** Present on a sign-in refused because the email is not verified yet. */
  requiresVerification?: boolean;
  emailId?: string;
  /** Present when a feature needs a paid plan (AI suggestions). */
  upgradeRequired?: boolean;
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
