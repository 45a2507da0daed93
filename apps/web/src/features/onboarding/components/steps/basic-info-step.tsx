import { HeightFields } from "../../../../components/profile-fields/height-fields.tsx";
import { PROFILE_FIELDS as F, labelOf } from "../../../../components/profile-fields/profile-fields.ts";
import { SelectField } from "../../../../components/ui/select.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../../components/ui/textarea.tsx";
import { ONBOARDING_MESSAGES } from "../../lib/messages.ts";
import type { StepProps } from "./step-props.ts";

const optional = { markOptional: true };

export function BasicInfoStep({ draft, update, errors, user, disabled }: StepProps) {
  // The server refuses a gender change once one is saved.
  const genderLocked = Boolean(user?.gender);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={F.dateOfBirth.label}
        type="date"
        max={F.dateOfBirth.latest()}
        value={draft.dateOfBirth}
        onChange={(event) => update({ dateOfBirth: event.target.value })}
        error={errors.dateOfBirth}
        hint={F.dateOfBirth.hint}
        disabled={disabled}
      />
      <SelectField
        label={F.gender.label}
        value={draft.gender}
        options={F.gender.options}
        placeholder={F.gender.placeholder}
        onChange={(event) => update({ gender: event.target.value as typeof draft.gender })}
        error={errors.gender}
        hint={genderLocked ? ONBOARDING_MESSAGES.genderLocked : "Choose carefully: this can't be changed once saved."}
        disabled={disabled || genderLocked}
      />
      <SelectField
        label={labelOf(F.religion, optional)}
        value={draft.religion}
        options={F.religion.options}
        placeholder={F.religion.placeholder}
        onChange={(event) => update({ religion: event.target.value as typeof draft.religion })}
        error={errors.religion}
        disabled={disabled}
      />
      <HeightFields
        feet={draft.height.feet}
        inches={draft.height.inches}
        onChange={(height) => update({ height })}
        errors={{ feet: errors["height.feet"] ?? errors.height, inches: errors["height.inches"] }}
        markOptional
        disabled={disabled}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label={F.bio.label}
          rows={4}
          value={draft.bio}
          maxLength={F.bio.max}
          showCount
          onChange={(event) => update({ bio: event.target.value })}
          placeholder="What do you build, and what do you do when you're not coding?"
          hint={F.bio.hint}
          error={errors.bio}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
