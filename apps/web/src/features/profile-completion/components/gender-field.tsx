import type { Gender } from "@devmatch/shared";
import { useId } from "react";
import { PROFILE_FIELDS as F } from "../../../components/profile-fields/profile-fields.ts";
import { cn } from "../../../lib/cn.ts";

export interface GenderFieldProps {
  value: Gender | "";
  onChange: (gender: Gender) => void;
  /** Once saved, the server keeps the gender; the choice is shown but can't be changed. */
  locked?: boolean;
  error?: string;
  disabled?: boolean;
}

export function GenderField({ value, onChange, locked, error, disabled }: GenderFieldProps) {
  const id = useId();
  const note = error ?? (locked ? "Gender can't be changed later" : undefined);
  return (
    <fieldset aria-describedby={note ? `${id}-note` : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">{F.gender.label}</legend>
      <div className="grid grid-cols-3 gap-2">
        {F.gender.options.map((gender) => (
          <label
            key={gender}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-medium transition",
              "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-purple",
              value === gender
                ? "border-brand-purple bg-brand-purple/20 text-ink"
                : "border-line bg-surface-raised text-ink-muted",
              (locked || disabled) && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name={`${id}-gender`}
              value={gender}
              checked={value === gender}
              disabled={locked || disabled}
              onChange={() => onChange(gender)}
              className="sr-only"
            />
            {gender}
          </label>
        ))}
      </div>
      {note ? (
        <p id={`${id}-note`} className={cn("text-sm", error ? "text-danger" : "text-ink-faint")}>
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}
