import { ONBOARDING_STEP_TITLES } from "@devmatch/shared";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../../lib/cn.ts";

export interface StepTabsProps {
  current: number;
  /** Steps before this one are saved on the server. */
  savedUpTo: number;
  onSelect: (step: number) => void;
  disabled?: boolean;
}

/** Every step, clickable; earlier and saved steps show a tick. Titles collapse to numbers on narrow screens. */
export function StepTabs({ current, savedUpTo, onSelect, disabled }: StepTabsProps) {
  const navRef = useRef<HTMLElement>(null);
  // On narrow screens the bar scrolls sideways; keep the current step in view.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>(`li:nth-child(${current + 1})`);
    active?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);
  return (
    <nav ref={navRef} aria-label="Onboarding steps" className="relative -mx-1 overflow-x-auto px-1 pb-1">
      <ol className="flex min-w-max gap-1.5 sm:min-w-0 sm:flex-wrap">
        {ONBOARDING_STEP_TITLES.map((title, index) => {
          const active = index === current;
          const completed = !active && (index < current || index < savedUpTo);
          return (
            <li key={title}>
              <button
                type="button"
                aria-current={active ? "step" : undefined}
                disabled={disabled}
                onClick={() => onSelect(index)}
                className={cn(
                  "relative inline-flex min-h-10 items-center gap-2 rounded-full border px-2 py-1.5 text-sm transition sm:px-3",
                  "disabled:cursor-not-allowed",
                  active && "border-transparent bg-brand-gradient font-semibold text-white",
                  completed && "border-success/40 bg-success/10 text-success hover:border-success",
                  !active && !completed && "border-line text-ink-faint hover:border-brand-purple hover:text-ink",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-6 items-center justify-center rounded-full text-xs font-bold",
                    active ? "bg-white/20" : completed ? "bg-success text-canvas" : "bg-surface-raised",
                  )}
                >
                  {completed ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span className={active ? undefined : "sr-only sm:not-sr-only"}>
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                  {completed ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
