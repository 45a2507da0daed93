import { GENDERS, HEIGHT_FEET, HEIGHT_INCHES, latestAdultBirthDate, PROFILE_LIMITS, RELIGIONS } from "@devmatch/shared";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { ONBOARDING_MESSAGES } from "../../lib/messages.ts";
import { SelectField } from "../fields/select-field.tsx";
import { TextAreaField } from "../fields/text-area-field.tsx";
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
        onChange={(gender) => update({ gender: gender as typeof draft.gender })}
        error={errors.gender}
        hint={genderLocked ? ONBOARDING_MESSAGES.genderLocked : "Choose carefully: this can't be changed once saved."}
        disabled={disabled || genderLocked}
      />
      <SelectField
        label="Religion (optional)"
        value={draft.religion}
        options={RELIGIONS}
        placeholder="Select religion"
        onChange={(religion) => update({ religion: religion as typeof draft.religion })}
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
          onChange={(feet) => update({ height: { feet } })}
          error={errors["height.feet"] ?? errors.height}
          disabled={disabled}
        />
        <SelectField
          label="Inches"
          value={draft.height.inches}
          options={numbers(HEIGHT_INCHES.min, HEIGHT_INCHES.max)}
          placeholder="in"
          onChange={(inches) => update({ height: { inches } })}
          error={errors["height.inches"]}
          disabled={disabled}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Bio"
          value={draft.bio}
          maxLength={PROFILE_LIMITS.bioMax}
          onChange={(bio) => update({ bio })}
          placeholder="What do you build, and what do you do when you're not coding?"
          hint={`At least ${PROFILE_LIMITS.bioMin} characters.`}
          error={errors.bio}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
