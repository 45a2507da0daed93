import { type TextareaHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClass, describedBy, Field, type FieldMessages } from "./field.tsx";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldMessages {
  label: string;
}

export function TextAreaField({ label, hint, error, className, id, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  return (
    <Field id={areaId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, { hint, error })}
        className={cn(controlClass(error), "min-h-28 resize-y")}
        {...props}
      />
    </Field>
  );
}
