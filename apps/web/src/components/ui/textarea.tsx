import { type TextareaHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClass, controlProps, Field, type FieldMessages } from "./field.tsx";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldMessages {
  label: string;
  /** Shows a live "n/maxLength" counter at the label's right edge; needs `maxLength`. */
  showCount?: boolean;
}

function CharacterCount({ used, max }: { used: number; max: number }) {
  return (
    <span aria-live="polite" className={cn("text-xs tabular-nums", used >= max ? "text-warning" : "text-ink-faint")}>
      <span className="sr-only">Characters used: </span>
      {used}/{max}
    </span>
  );
}

export function TextAreaField({ label, hint, error, showCount, className, id, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const { value, maxLength } = props;
  const count =
    showCount && maxLength !== undefined ? <CharacterCount used={String(value ?? "").length} max={maxLength} /> : null;
  return (
    <Field id={areaId} label={label} hint={hint} error={error} aside={count} className={className}>
      <textarea
        {...controlProps(areaId, { hint, error })}
        className={cn(controlClass(error), "min-h-28 resize-y")}
        {...props}
      />
    </Field>
  );
}
