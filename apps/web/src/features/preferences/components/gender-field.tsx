import { GENDERS } from "@devmatch/shared";
import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { toggleOption } from "../../../lib/toggle-option.ts";
import type { PreferenceFieldProps } from "./field-props.ts";

export function GenderField({ draft, errors, onChange, disabled }: PreferenceFieldProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={errors.genders ? errorId : undefined}>
      <legend className="mb-1 font-semibold">Looking for</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {GENDERS.map((gender) => (
          <Checkbox
            key={gender}
            label={gender}
            checked={draft.genders.includes(gender)}
            onChange={(e) => onChange({ genders: toggleOption(GENDERS, draft.genders, gender, e.target.checked) })}
            disabled={disabled}
          />
        ))}
      </div>
      {errors.genders ? (
        <p id={errorId} className="text-sm text-danger">
          {errors.genders}
        </p>
      ) : null}
    </fieldset>
  );
}
