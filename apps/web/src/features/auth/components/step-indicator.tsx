import { Check } from "lucide-react";
import { cn } from "../../../lib/cn.ts";

/** Numbered steps; done steps show a tick, the current one is marked for assistive technology. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Progress" className="mb-6 flex items-start justify-between gap-2">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            className="flex flex-1 flex-col items-center gap-1.5"
          >
            <span
              className={cn(
                "flex size-8 items-center justify-center rounded-full border text-sm font-bold",
                done && "border-transparent bg-success text-canvas",
                active && "border-transparent bg-brand-gradient text-white",
                !done && !active && "border-line text-ink-faint",
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            <span className={cn("text-center text-xs", active ? "text-ink" : "text-ink-faint")}>
              {step}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
