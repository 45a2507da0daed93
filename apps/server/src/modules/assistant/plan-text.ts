import { type Entitlements, PLAN_IDS, PLANS, type Plan, type PricingMode } from "@devmatch/shared";

/** What a plan gives, in words, from the plans table, so the assistant never contradicts the premium page. */
function describeEntitlements(entitlements: Entitlements): string[] {
  const parts = [
    entitlements.dailySwipes === null
      ? "unlimited swipes"
      : `${entitlements.dailySwipes} likes a day (passing is free)`,
    `${entitlements.dailySuperLikes} super like${entitlements.dailySuperLikes === 1 ? "" : "s"} a day`,
  ];
  if (entitlements.weeklyBoosts > 0) {
    parts.push(`${entitlements.weeklyBoosts} profile boost${entitlements.weeklyBoosts === 1 ? "" : "s"} a week`);
  }
  if (entitlements.seeWhoLikedYou) parts.push("seeing who liked you");
  if (entitlements.undoSwipe) parts.push("undoing a swipe");
  if (entitlements.aiSuggestions !== "none") parts.push(`${entitlements.aiSuggestions} AI suggestions`);
  if (entitlements.prioritySupport) parts.push("priority support");
  return parts;
}

const price = (plan: Plan) =>
  plan.priceInr === 0
    ? "free"
    : `₹${plan.priceInr} for ${plan.durationMonths} month${plan.durationMonths === 1 ? "" : "s"}`;

/** The pricing answer: the plans table in sentences, in the configured pricing reading. */
export function describePricing(mode: PricingMode): string {
  if (mode === "all-free") {
    return `DevMatch is completely free: everyone gets ${describeEntitlements(PLANS.platinum.entitlements).join(", ")}. There are no ads.`;
  }
  const lines = PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    return `• ${plan.name} (${price(plan)}): ${describeEntitlements(plan.entitlements).join(", ")}.`;
  });
  return `DevMatch is free to join, with paid plans for more:\n${lines.join("\n")}\nYou can upgrade any time on the Premium page. There are no ads on any plan.`;
}
