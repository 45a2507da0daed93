import type { ReactNode } from "react";
import { cn } from "../../../../lib/cn.ts";
import { controlClass, Field } from "./field.tsx";

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A multi-line answer with a live "n/max" counter. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  rows = 4,
  placeholder,
  hint,
  error,
  disabled,
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      aside={
        <span
          aria-live="polite"
          className={cn("text-xs tabular-nums", value.length >= maxLength ? "text-warning" : "text-ink-faint")}
        >
          <span className="sr-only">Characters used: </span>
          {value.length}/{maxLength}
        </span>
      }
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClass(error), "resize-y")}
        />
      )}
    </Field>
  );
}
