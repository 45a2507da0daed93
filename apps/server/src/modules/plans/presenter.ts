import type { PremiumStatus } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";
import { currentPlan } from "./entitlements.ts";

/** The member's plan as the premium page shows it. */
export function presentPremiumStatus(user: Pick<UserRow, "membershipType" | "membershipExpiresAt">): PremiumStatus {
  const plan = currentPlan(user);
  return plan === "free"
    ? { isPremium: false, membershipType: null, expiresAt: null }
    : { isPremium: true, membershipType: plan, expiresAt: user.membershipExpiresAt?.toISOString() ?? null };
}
