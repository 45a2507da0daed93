import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { describedBy, FieldMessage } from "../../../../components/ui/field.tsx";
import { cn } from "../../../../lib/cn.ts";
import { toggleOption } from "../../../../lib/toggle-option.ts";

export interface CheckboxChipsProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A group of real checkboxes drawn as chips, so several answers can be picked with mouse, touch or keyboard. */
export function CheckboxChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
}: CheckboxChipsProps<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, { hint, error })} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-muted">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                "inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition",
                "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-purple",
                checked
                  ? "border-brand-purple bg-brand-purple/20 text-ink"
                  : "border-line bg-surface-raised text-ink-muted",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={disabled}
                onChange={(event) => onChange(toggleOption(options, value, option, event.target.checked))}
              />
              {checked ? <Check aria-hidden className="size-3.5" /> : null}
              {option}
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}
