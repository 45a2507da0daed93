import { useId } from "react";
import { controlProps, Field } from "../../../../components/ui/field.tsx";

export interface RangeFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** How the value reads, on screen and to screen readers, e.g. "50 km". */
  format?: (value: number) => string;
  error?: string;
  disabled?: boolean;
}

export function RangeField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  format = String,
  error,
  disabled,
}: RangeFieldProps) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      error={error}
      aside={<output className="text-sm font-semibold text-ink tabular-nums">{format(value)}</output>}
    >
      <input
        {...controlProps(id, { error })}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-brand-purple disabled:cursor-not-allowed"
      />
    </Field>
  );
}
