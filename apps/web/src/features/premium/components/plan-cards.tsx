import { describeNetworkAllowance, type Entitlements, type PaidPlanId, PLANS, type Plan } from "@devmatch/shared";
import { Check } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";

/** Every entitlement of a plan, in words, from the plans table. */
export function entitlementLines(entitlements: Entitlements): string[] {
  return [
    entitlements.dailySwipes === null
      ? "Unlimited swipes"
      : `${entitlements.dailySwipes} likes a day, passing is always free`,
    `${entitlements.dailySuperLikes} super like${entitlements.dailySuperLikes === 1 ? "" : "s"} a day`,
    entitlements.seeWhoLikedYou ? "See who likes you" : "See how many people like you",
    entitlements.undoSwipe ? "Undo your last swipe" : "Basic matching",
    entitlements.weeklyBoosts > 0
      ? `${entitlements.weeklyBoosts} profile boost${entitlements.weeklyBoosts === 1 ? "" : "s"} a week`
      : "Message your matches",
    ...(entitlements.aiSuggestions === "none"
      ? []
      : [entitlements.aiSuggestions === "advanced" ? "Advanced AI suggestions" : "AI suggestions"]),
    ...(entitlements.prioritySupport ? ["Priority support"] : []),
    // Network mode has its own allowance and Who Liked Me (plans table, per mode).
    `Network: ${describeNetworkAllowance(entitlements).replace("Network likes", "likes")}${entitlements.networkSeeWhoLikedYou ? ", see who wants to connect" : ""}`,
  ];
}

const period = (plan: Plan) =>
  plan.durationMonths === null ? "forever" : `for ${plan.durationMonths} month${plan.durationMonths === 1 ? "" : "s"}`;

export function PlanCards({
  current,
  onChoose,
  choosing,
}: {
  current: "free" | PaidPlanId;
  onChoose: (plan: PaidPlanId) => void;
  choosing: PaidPlanId | null;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {[PLANS.free, PLANS.gold, PLANS.platinum].map((plan) => {
        const isCurrent = plan.id === current;
        return (
          <li
            key={plan.id}
            className={cn(
              "flex flex-col gap-4 rounded-card border bg-surface p-5",
              isCurrent ? "border-brand-purple" : "border-line",
            )}
          >
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="text-xl font-bold">{plan.name}</h2>
              {isCurrent ? <span className="text-sm font-semibold text-brand-purple">Your plan</span> : null}
            </div>
            <p>
              <span className="text-3xl font-bold">₹{plan.priceInr}</span>{" "}
              <span className="text-sm text-ink-muted">{period(plan)}</span>
            </p>
            <ul className="flex flex-1 flex-col gap-2 text-sm">
              {entitlementLines(plan.entitlements).map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-purple" />
                  {line}
                </li>
              ))}
            </ul>
            {plan.id === "free" ? null : (
              <Button
                onClick={() => onChoose(plan.id as PaidPlanId)}
                disabled={choosing !== null}
                aria-label={`Upgrade to ${plan.name}`}
              >
                {choosing === plan.id ? "Opening checkout…" : `Upgrade to ${plan.name}`}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
