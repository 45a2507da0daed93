import type { SwipeAction } from "@devmatch/shared";
import { Heart, type LucideIcon, Star, X } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";

const CONTROLS: { action: SwipeAction; label: string; key: string; arrow: string; Icon: LucideIcon; look: string }[] = [
  {
    action: "pass",
    label: "Pass",
    key: "ArrowLeft",
    arrow: "←",
    Icon: X,
    look: "size-16 text-danger hover:border-danger",
  },
  {
    action: "superlike",
    label: "Super Like",
    key: "ArrowUp",
    arrow: "↑",
    Icon: Star,
    look: "size-13 text-brand-blue hover:border-brand-blue",
  },
  {
    action: "like",
    label: "Like",
    key: "ArrowRight",
    arrow: "→",
    Icon: Heart,
    look: "size-16 text-success hover:border-success",
  },
];

/** When the next UTC midnight (when daily allowances reset) falls, in the member's own clock. */
export const allowanceResetTime = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toLocaleTimeString([], {
    hour: "2-digit",
    minute: "2-digit",
  });

/**
 * Pass, Super Like and Like, in the order of the arrow keys that do the same. A super like the plan cannot give
 * now is shown disabled with the reason (`superLikeLimit`), rather than offered and then refused.
 */
export function SwipeControls({
  onSwipe,
  disabled,
  superLikeLimit = null,
}: {
  onSwipe: (action: SwipeAction) => void;
  disabled?: boolean;
  superLikeLimit?: string | null;
}) {
  const limitId = useId();
  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      <div className="flex items-center justify-center gap-5">
        {CONTROLS.map(({ action, label, key, arrow, Icon, look }) => (
          <button
            key={action}
            type="button"
            aria-label={label}
            aria-keyshortcuts={key}
            aria-describedby={action === "superlike" && superLikeLimit ? limitId : undefined}
            title={action === "superlike" && superLikeLimit ? superLikeLimit : `${label} (${arrow})`}
            disabled={disabled || (action === "superlike" && superLikeLimit !== null)}
            onClick={() => onSwipe(action)}
            className={cn(
              "inline-flex items-center justify-center rounded-full border-2 border-line bg-surface shadow-lg shadow-black/40 transition hover:scale-105 active:scale-95 disabled:opacity-40 motion-reduce:hover:scale-100",
              look,
            )}
          >
            <Icon aria-hidden className="size-7" />
          </button>
        ))}
      </div>
      {superLikeLimit ? (
        <p id={limitId} className="text-xs text-ink-muted">
          {superLikeLimit}
        </p>
      ) : null}
    </div>
  );
}
