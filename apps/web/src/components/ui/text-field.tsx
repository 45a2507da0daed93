import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the input and tied to it for screen readers. */
  hint?: ReactNode;
  error?: string;
  /** Rendered inside the input's right edge (e.g. a show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, hint, error, trailing, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            "w-full rounded-xl border bg-surface-raised px-4 py-3 text-ink placeholder:text-ink-faint",
            "focus:border-brand-purple focus:outline-none",
            error ? "border-danger" : "border-line",
            trailing ? "pr-12" : undefined,
          )}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <div id={`${inputId}-hint`} className="text-sm text-ink-faint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
