import { GENDERS, HEIGHT_FEET, HEIGHT_INCHES, latestAdultBirthDate, PROFILE_LIMITS, RELIGIONS } from "@devmatch/shared";
import { SelectField } from "../../../../components/ui/select.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../../components/ui/textarea.tsx";
import { ONBOARDING_MESSAGES } from "../../lib/messages.ts";
import type { StepProps } from "./step-props.ts";

const numbers = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => String(min + index));

export function BasicInfoStep({ draft, update, errors, user, disabled }: StepProps) {
  // The server refuses a gender change once one is saved.
  const genderLocked = Boolean(user?.gender);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Date of birth"
        type="date"
        max={latestAdultBirthDate()}
        value={draft.dateOfBirth}
        onChange={(event) => update({ dateOfBirth: event.target.value })}
        error={errors.dateOfBirth}
        hint="You must be at least 18."
        disabled={disabled}
      />
      <SelectField
        label="Gender"
        value={draft.gender}
        options={GENDERS}
        placeholder="Select gender"
        onChange={(event) => update({ gender: event.target.value as typeof draft.gender })}
        error={errors.gender}
        hint={genderLocked ? ONBOARDING_MESSAGES.genderLocked : "Choose carefully: this can't be changed once saved."}
        disabled={disabled || genderLocked}
      />
      <SelectField
        label="Religion (optional)"
        value={draft.religion}
        options={RELIGIONS}
        placeholder="Select religion"
        onChange={(event) => update({ religion: event.target.value as typeof draft.religion })}
        error={errors.religion}
        disabled={disabled}
      />
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1.5 text-sm font-medium text-ink-muted">Height (optional)</legend>
        <SelectField
          label="Feet"
          value={draft.height.feet}
          options={numbers(HEIGHT_FEET.min, HEIGHT_FEET.max)}
          placeholder="ft"
          onChange={(event) => update({ height: { feet: event.target.value } })}
          error={errors["height.feet"] ?? errors.height}
          disabled={disabled}
        />
        <SelectField
          label="Inches"
          value={draft.height.inches}
          options={numbers(HEIGHT_INCHES.min, HEIGHT_INCHES.max)}
          placeholder="in"
          onChange={(event) => update({ height: { inches: event.target.value } })}
          error={errors["height.inches"]}
          disabled={disabled}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Bio"
          rows={4}
          value={draft.bio}
          maxLength={PROFILE_LIMITS.bioMax}
          showCount
          onChange={(event) => update({ bio: event.target.value })}
          placeholder="What do you build, and what do you do when you're not coding?"
          hint={`At least ${PROFILE_LIMITS.bioMin} characters.`}
          error={errors.bio}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
