import type { SessionUser } from "@devmatch/shared";
import type { SessionUserRow } from "./sessions.ts";

/** The signed-in user's own view of their account. */
export function presentSessionUser(user: SessionUserRow): SessionUser {
  const membershipActive = user.membershipType !== null && (user.membershipExpiresAt?.getTime() ?? 0) > Date.now();
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailId: user.email,
    isVerified: user.isVerified,
    onboardingCompleted: user.onboardingCompleted,
    onboardingStep: user.onboardingStep,
    photoUrl: user.photoUrl,
    isPremium: membershipActive,
    membershipType: membershipActive ? user.membershipType : null,
    createdAt: user.createdAt.toISOString(),
  };
}
