import { cheapestPlanGiving, type Plan, type PlanId, type PricingMode } from "@devmatch/shared";
import type { DeckNotice } from "./undo-failure.ts";

/** What a member ran out of, or does not have on their plan. */
export type Limit = "undo" | "like" | "superlike";

const GIVES: Record<Limit, Parameters<typeof cheapestPlanGiving>[2]> = {
  undo: (plan) => plan.undoSwipe,
  like: (plan, mine) => mine.dailySwipes !== null && (plan.dailySwipes === null || plan.dailySwipes > mine.dailySwipes),
  superlike: (plan, mine) => plan.dailySuperLikes > mine.dailySuperLikes,
};

function offerText(limit: Limit, plan: Plan): string {
  if (limit === "undo") return `Undo comes with ${plan.name}: take back a swipe whenever you change your mind.`;
  if (limit === "like")
    return `You've used today's likes. ${plan.name} gives you unlimited likes, and passing is always free.`;
  return `You've used today's super likes. ${plan.name} gives you ${plan.entitlements.dailySuperLikes} a day.`;
}

const NOTHING_TO_BUY: Record<Limit, string> = {
  undo: "There is no swipe to undo.",
  like: "You've used today's likes. They refill at midnight UTC, and passing is always free.",
  superlike: "You've used today's super likes. They refill at midnight UTC.",
};

/**
 * The deck's answer to a limit: the plan that lifts it, offered plainly, or when no plan would, when it
 * comes back. Never an error: nothing went wrong.
 */
export function limitNotice(limit: Limit, current: PlanId, mode: PricingMode): DeckNotice {
  const plan = cheapestPlanGiving(current, mode, GIVES[limit]);
  if (!plan) return { text: NOTHING_TO_BUY[limit], tone: "info" };
  return { text: offerText(limit, plan), tone: "info", offer: { planName: plan.name } };
}
