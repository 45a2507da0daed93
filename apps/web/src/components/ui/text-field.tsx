import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { controlProps, Field, type FieldMessages } from "./field.tsx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldMessages {
  label: string;
  /** Rendered inside the input's right edge (e.g. a show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, hint, error, trailing, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...controlProps(inputId, { hint, error })}
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
    </Field>
  );
}
