import { PROFILE_LIMITS } from "@devmatch/shared";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { PreferenceFieldProps } from "./field-props.ts";

const ageInput = {
  type: "number",
  inputMode: "numeric",
  min: PROFILE_LIMITS.minAge,
  max: PROFILE_LIMITS.maxAge,
} as const;

export function AgeRangeFields({ draft, errors, onChange, disabled }: PreferenceFieldProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Age range</legend>
      <p className="text-sm text-ink-faint">
        From {PROFILE_LIMITS.minAge} to {PROFILE_LIMITS.maxAge}.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Minimum age"
          {...ageInput}
          value={draft.minAge}
          error={errors["ageRange.min"]}
          onChange={(e) => onChange({ minAge: e.target.value })}
          disabled={disabled}
        />
        <TextField
          label="Maximum age"
          {...ageInput}
          value={draft.maxAge}
          error={errors["ageRange.max"]}
          onChange={(e) => onChange({ maxAge: e.target.value })}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}
