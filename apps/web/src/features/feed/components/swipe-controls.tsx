import type { SwipeAction } from "@devmatch/shared";
import { Heart, type LucideIcon, Star, X } from "lucide-react";
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

/** Pass, Super Like and Like, in the order of the arrow keys that do the same. */
export function SwipeControls({ onSwipe, disabled }: { onSwipe: (action: SwipeAction) => void; disabled?: boolean }) {
  return (
    <div className="flex shrink-0 items-center justify-center gap-5">
      {CONTROLS.map(({ action, label, key, arrow, Icon, look }) => (
        <button
          key={action}
          type="button"
          aria-label={label}
          aria-keyshortcuts={key}
          title={`${label} (${arrow})`}
          disabled={disabled}
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
  );
}
