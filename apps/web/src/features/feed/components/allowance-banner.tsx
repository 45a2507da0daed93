import type { SwipeAllowance } from "@devmatch/shared";
import { Sparkles } from "lucide-react";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { usePlans } from "../../../lib/use-plans.ts";
import { allowanceText, superLikesText } from "../lib/allowance-text.ts";

/** Today's allowance as the server counts it, worded from the same plan table as every other limit. */
export function AllowanceBanner({ allowance }: { allowance: SwipeAllowance }) {
  const { data: user } = useSessionUser();
  const plans = usePlans();
  // The unlimited wording depends on the pricing mode; wait for it rather than show the wrong sentence.
  if (allowance.swipesLeft === null && plans.isPending) return <Skeleton className="h-5 w-52" />;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
      <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
        <Sparkles aria-hidden className="size-4 text-brand-pink" />
        {allowanceText(allowance, user?.membershipType ?? "free", plans.data?.mode)}
      </span>
      <span className="text-ink-muted">{superLikesText(allowance)}</span>
    </p>
  );
}
