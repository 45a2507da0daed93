import {
  BOOST_DURATION_MINUTES,
  describeSwipeAllowance,
  type Entitlements,
  entitlementsFor,
  type Plan,
  type PricingMode,
  pluralize,
} from "@devmatch/shared";

export type FeatureId = "ai-matching" | "see-who-likes-you" | "swipes" | "undo-swipe" | "boost" | "super-likes";

export interface FeatureAvailability {
  tag: "FREE" | "Premium";
  /** What a free member gets, or which plans carry the feature, stated from the plan table. */
  detail: string;
}

interface FeatureRule {
  includedIn: (entitlements: Entitlements) => boolean;
  freeDetail: (entitlements: Entitlements, mode: PricingMode) => string;
}

const rules: Record<FeatureId, FeatureRule> = {
  // Compatibility ranking of the feed is how the product works for everyone, not a plan feature.
  "ai-matching": { includedIn: () => true, freeDetail: () => "Every profile you see is ranked for you" },
  swipes: { includedIn: () => true, freeDetail: describeSwipeAllowance },
  "see-who-likes-you": {
    includedIn: (e) => e.seeWhoLikedYou,
    freeDetail: () => "Everyone who liked you, in one list",
  },
  "undo-swipe": { includedIn: (e) => e.undoSwipe, freeDetail: () => "Take back your last swipe" },
  boost: {
    includedIn: (e) => e.weeklyBoosts > 0,
    freeDetail: (e) => `${pluralize(e.weeklyBoosts, "boost")} a week, ${BOOST_DURATION_MINUTES} minutes each`,
  },
  "super-likes": {
    includedIn: (e) => e.dailySuperLikes > 0,
    freeDetail: (e) => `${pluralize(e.dailySuperLikes, "super like")} a day`,
  },
};

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "Premium";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Labels a landing feature from the plan table, so the page never promises more than the free plan gives. */
export function featureAvailability(id: FeatureId, mode: PricingMode, plans: readonly Plan[]): FeatureAvailability {
  const rule = rules[id];
  const free = entitlementsFor("free", mode);
  if (rule.includedIn(free)) return { tag: "FREE", detail: rule.freeDetail(free, mode) };
  const carriers = plans.filter((plan) => plan.id !== "free" && rule.includedIn(plan.entitlements));
  return { tag: "Premium", detail: `Included with ${listNames(carriers.map((plan) => plan.name))}` };
}
