import { GENDERS, PROFESSIONS, PROFILE_LIMITS, RELIGIONS } from "@devmatch/shared";
import { CheckboxChips } from "../fields/checkbox-chips.tsx";
import { RangeField } from "../fields/range-field.tsx";
import type { StepProps } from "./step-props.ts";

const AGE = { min: PROFILE_LIMITS.minAge, max: PROFILE_LIMITS.onboardingAgeSliderMax };
const DISTANCE = { min: PROFILE_LIMITS.onboardingDistanceMin, max: PROFILE_LIMITS.distanceMax };
const NO_PREFERENCE = "Leave all unticked for no preference.";

export function PreferencesStep({ draft, update, errors, disabled }: StepProps) {
  const { preferences } = draft;
  const set = (patch: Partial<typeof preferences>) => update({ preferences: patch });
  const { ageRange } = preferences;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium text-ink-muted">
          Age range: {ageRange.min} to {ageRange.max}
        </legend>
        {/* Each thumb stops at the other, so the minimum never passes the maximum. */}
        <RangeField
          label="Minimum age"
          {...AGE}
          value={ageRange.min}
          onChange={(min) => set({ ageRange: { ...ageRange, min: Math.min(min, ageRange.max) } })}
          error={errors["preferences.ageRange.min"]}
          disabled={disabled}
        />
        <RangeField
          label="Maximum age"
          {...AGE}
          value={ageRange.max}
          onChange={(max) => set({ ageRange: { ...ageRange, max: Math.max(max, ageRange.min) } })}
          error={errors["preferences.ageRange.max"]}
          disabled={disabled}
        />
      </fieldset>
      <RangeField
        label="Maximum distance"
        {...DISTANCE}
        step={5}
        value={preferences.distance}
        onChange={(distance) => set({ distance })}
        format={(value) => `${value} km`}
        error={errors["preferences.distance"]}
        disabled={disabled}
      />
      <CheckboxChips
        legend="Looking for"
        options={GENDERS}
        value={preferences.genders}
        onChange={(genders) => set({ genders })}
        error={errors["preferences.genders"]}
        disabled={disabled}
      />
      <CheckboxChips
        legend="Religions"
        options={RELIGIONS}
        value={preferences.religions}
        onChange={(religions) => set({ religions })}
        hint={NO_PREFERENCE}
        error={errors["preferences.religions"]}
        disabled={disabled}
      />
      <CheckboxChips
        legend="Professions"
        options={PROFESSIONS}
        value={preferences.professions}
        onChange={(professions) => set({ professions })}
        hint={NO_PREFERENCE}
        error={errors["preferences.professions"]}
        disabled={disabled}
      />
    </div>
  );
}
