import { type Entitlements, entitlementsFor, type PlanId, type PricingMode } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";

/** The plan a member is on right now: a paid plan only while it has not expired. */
export function currentPlan(user: Pick<UserRow, "membershipType" | "membershipExpiresAt">, now = new Date()): PlanId {
  if (user.membershipType && user.membershipExpiresAt && user.membershipExpiresAt > now) return user.membershipType;
  return "free";
}

export function entitlementsOf(
  user: Pick<UserRow, "membershipType" | "membershipExpiresAt">,
  mode: PricingMode,
): Entitlements {
  return entitlementsFor(currentPlan(user), mode);
}
