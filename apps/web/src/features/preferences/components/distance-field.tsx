import { PROFILE_LIMITS } from "@devmatch/shared";
import { useId } from "react";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { PreferenceFieldProps } from "./field-props.ts";

const { distanceMin: min, distanceMax: max } = PROFILE_LIMITS;

/** A slider for quick changes and a number box for an exact value; both edit the same value. */
export function DistanceField({ draft, errors, onChange, disabled }: PreferenceFieldProps) {
  const sliderId = useId();
  const typed = Number(draft.distance);
  const sliderValue = Number.isFinite(typed) ? Math.min(max, Math.max(min, typed)) : min;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Maximum distance</legend>
      <TextField
        label="Distance in km"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft.distance}
        error={errors.distance}
        hint={`From ${min} to ${max} km.`}
        onChange={(e) => onChange({ distance: e.target.value })}
        disabled={disabled}
      />
      <label htmlFor={sliderId} className="sr-only">
        Distance slider
      </label>
      <input
        id={sliderId}
        type="range"
        min={min}
        max={max}
        step={1}
        value={sliderValue}
        aria-valuetext={`${sliderValue} km`}
        onChange={(e) => onChange({ distance: e.target.value })}
        disabled={disabled}
        className="w-full accent-brand-purple"
      />
      <div aria-hidden className="flex justify-between text-xs text-ink-faint">
        <span>{min} km</span>
        <span>{max} km</span>
      </div>
    </fieldset>
  );
}
