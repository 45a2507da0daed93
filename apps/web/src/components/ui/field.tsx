import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface FieldMessages {
  /** Shown under the control and tied to it for screen readers. */
  hint?: ReactNode;
  error?: string;
}

/** The id a control should name in `aria-describedby`: the error wins over the hint. */
export function describedBy(id: string, { hint, error }: FieldMessages): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** What ties a control to its Field: the label's target, the invalid state and the message under it. */
export function controlProps(id: string, messages: FieldMessages) {
  return {
    id,
    "aria-invalid": messages.error ? true : undefined,
    "aria-describedby": describedBy(id, messages),
  } as const;
}

/** The look every boxed control shares with TextField, so selects and text areas sit in line with inputs. */
export function controlClass(error?: string) {
  return cn(
    "w-full rounded-xl border bg-surface-raised px-4 py-3 text-ink placeholder:text-ink-faint",
    "focus:border-brand-purple focus:outline-none disabled:cursor-not-allowed disabled:opacity-60",
    error ? "border-danger" : "border-line",
  );
}

/** The error, else the hint, under a control; `id` is the control's, as `describedBy` names the message. */
export function FieldMessage({ id, hint, error }: FieldMessages & { id: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm text-danger">
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={`${id}-hint`} className="text-sm text-ink-faint">
      {hint}
    </div>
  ) : null;
}

/** Label above, control, then the error or the hint under it. */
export function Field({
  id,
  label,
  hint,
  error,
  aside,
  className,
  children,
}: FieldMessages & {
  id: string;
  label: string;
  /** Shown at the label's right edge, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-ink-muted">
      {label}
    </label>
  );
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
