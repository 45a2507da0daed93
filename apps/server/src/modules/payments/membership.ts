import { type PaidPlanId, PLANS } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";
import { currentPlan } from "../plans/entitlements.ts";

/** `date` plus whole months, on the same day of the month or the month's last day when it has fewer. */
export function addMonths(date: Date, months: number) {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target;
}

/**
 * The period a payment for `plan` buys: from now when nothing is active; from the current end when the same plan
 * is active (buying again extends it); for an upgrade to Platinum, Platinum from now until the later of the two
 * ends. A Gold payment while Platinum is active extends Platinum (the checkout refuses it, but a late webhook
 * must still give the member what they paid for).
 */
export function nextMembership(
  user: Pick<UserRow, "membershipType" | "membershipExpiresAt">,
  plan: PaidPlanId,
  now: Date,
): { plan: PaidPlanId; startsAt: Date; endsAt: Date } {
  const months = PLANS[plan].durationMonths ?? 0;
  const active = currentPlan(user, now);
  const activeEnd = user.membershipExpiresAt;
  if (active === "free" || !activeEnd) return { plan, startsAt: now, endsAt: addMonths(now, months) };
  if (active === plan) return { plan, startsAt: activeEnd, endsAt: addMonths(activeEnd, months) };
  if (plan === "platinum") {
    const fresh = addMonths(now, months);
    return { plan, startsAt: now, endsAt: fresh > activeEnd ? fresh : activeEnd };
  }
  return { plan: "platinum", startsAt: activeEnd, endsAt: addMonths(activeEnd, months) };
}
