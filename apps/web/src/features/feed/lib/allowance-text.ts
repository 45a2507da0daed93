import {
  describeSwipeAllowance,
  entitlementsFor,
  type PlanId,
  type PricingMode,
  pluralize,
  type SwipeAllowance,
} from "@devmatch/shared";

/**
 * The banner's sentence from the server's allowance: the plan table's wording when swipes are unlimited, the
 * count left when they are not. The server's answer wins over the table, so an unlimited allowance always reads
 * unlimited.
 */
export function allowanceText(allowance: SwipeAllowance, plan: PlanId, mode: PricingMode | undefined): string {
  if (allowance.swipesLeft !== null) return `${pluralize(allowance.swipesLeft, "like")} left today`;
  const entitlements = entitlementsFor(plan, mode ?? "tiered");
  return describeSwipeAllowance({ ...entitlements, dailySwipes: null }, mode ?? "tiered");
}

export const superLikesText = (allowance: SwipeAllowance) =>
  `${pluralize(allowance.superLikesLeft, "super like")} left today`;
