import { type ReactNode, useId } from "react";
import { cn } from "../../../../lib/cn.ts";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Shown at the label's right edge, e.g. a character counter. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control and the message under it, tied together for assistive technology. */
export function Field({ label, hint, error, aside, className, children }: FieldProps) {
  const id = useId();
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-muted">
          {label}
        </label>
        {aside}
      </div>
      {children({ id, "aria-describedby": messageId, "aria-invalid": error ? true : undefined })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

export function FieldMessage({ id, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="text-sm text-danger">
        {error}
      </p>
    );
  }
  return hint ? (
    <div id={id} className="text-sm text-ink-faint">
      {hint}
    </div>
  ) : null;
}

export const controlClass = (error?: string) =>
  cn(
    "w-full rounded-xl border bg-surface-raised px-4 py-3 text-ink placeholder:text-ink-faint",
    "focus:border-brand-purple focus:outline-none disabled:cursor-not-allowed disabled:opacity-60",
    error ? "border-danger" : "border-line",
  );
