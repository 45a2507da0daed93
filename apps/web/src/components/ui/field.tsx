import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface FieldMessages {
  /** Shown under the control and tied to it for screen readers. */
  hint?: ReactNode;
  error?: string;
}

/** The id a control should name in `aria-describedby`: the error wins over the hint, as in TextField. */
export function describedBy(id: string, { hint, error }: FieldMessages): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** The look every boxed control shares with TextField, so selects and text areas sit in line with inputs. */
export function controlClass(error?: string) {
  return cn(
    "w-full rounded-xl border bg-surface-raised px-4 py-3 text-ink placeholder:text-ink-faint",
    "focus:border-brand-purple focus:outline-none disabled:cursor-not-allowed disabled:opacity-60",
    error ? "border-danger" : "border-line",
  );
}

/** Label above, control, then the error or the hint under it. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldMessages & { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className="text-sm text-ink-faint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
