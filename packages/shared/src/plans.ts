import type { Entitlements, Plan } from "./plan-schemas.ts";
/**
 * Plans and entitlements: the one table every limit in the product comes from (server enforcement and every
 * text that states a limit). `tiered` is the premium page's reading; `all-free` is the landing page's reading,
 * in which everyone gets everything.
 */
export const PRICING_MODES = ["tiered", "all-free"] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

export const PLAN_IDS = ["free", "gold", "platinum"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BOOST_DURATION_MINUTES = 30;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    priceInr: 0,
    durationMonths: null,
    entitlements: {
      dailySwipes: 50,
      dailySuperLikes: 1,
      weeklyBoosts: 0,
      seeWhoLikedYou: false,
      undoSwipe: false,
      aiSuggestions: "none",
      prioritySupport: false,
      adFree: true,
      networkDailyLikes: 20,
      networkSeeWhoLikedYou: true,
    },
  },
  gold: {
    id: "gold",
    name: "Gold",
    priceInr: 499,
    durationMonths: 3,
    entitlements: {
      dailySwipes: null,
      dailySuperLikes: 1,
      weeklyBoosts: 1,
      seeWhoLikedYou: true,
      undoSwipe: true,
      aiSuggestions: "standard",
      prioritySupport: true,
      adFree: true,
      networkDailyLikes: null,
      networkSeeWhoLikedYou: true,
    },
  },
  platinum: {
    id: "platinum",
    name: "Platinum",
    priceInr: 799,
    durationMonths: 6,
    entitlements: {
      dailySwipes: null,
      dailySuperLikes: 5,
      weeklyBoosts: 3,
      seeWhoLikedYou: true,
      undoSwipe: true,
      aiSuggestions: "advanced",
      prioritySupport: true,
      adFree: true,
      networkDailyLikes: null,
      networkSeeWhoLikedYou: true,
    },
  },
};

/** What a member of `planId` may do under the given pricing mode. */
export function entitlementsFor(planId: PlanId, mode: PricingMode): Entitlements {
  return mode === "all-free" ? PLANS.platinum.entitlements : PLANS[planId].entitlements;
}

/**
 * Network mode follows the same table: a daily allowance of its own (counted apart from dating likes), Who Liked
 * Me for everyone (people look for someone to build with, so knowing who asked matters more than a blur), and no
 * super likes or boosts (those are for the dating deck).
 */
export function describeNetworkAllowance(entitlements: Entitlements): string {
  return entitlements.networkDailyLikes === null
    ? "Unlimited Network likes"
    : `${entitlements.networkDailyLikes} Network likes every day`;
}

/** The sentence the feed banner and the landing page use for the daily swipe allowance. */
export function describeSwipeAllowance(entitlements: Entitlements, mode: PricingMode): string {
  if (entitlements.dailySwipes === null) {
    return mode === "all-free" ? "Unlimited Swipes - Completely Free!" : "Unlimited Swipes";
  }
  return `${entitlements.dailySwipes} free likes every day`;
}

/**
 * The cheapest plan that would give a member of `current` what `gives` asks for, or null when none would (the
 * member already has the best of it, or everything is free).
 */
export function cheapestPlanGiving(
  current: PlanId,
  mode: PricingMode,
  gives: (entitlements: Entitlements, mine: Entitlements) => boolean,
): Plan | null {
  if (mode === "all-free") return null;
  const mine = entitlementsFor(current, mode);
  const better = Object.values(PLANS)
    .filter((plan) => plan.id !== current && gives(plan.entitlements, mine))
    .sort((a, b) => a.priceInr - b.priceInr);
  return better[0] ?? null;
}
