import { latestAdultBirthDate, POPULAR_SKILLS, PROFILE_LIMITS } from "@devmatch/shared";
import { PhotoManager } from "../../../components/photos/photo-manager.tsx";
import { SkillPicker } from "../../../components/skills/skill-picker.tsx";
import { SkillQuickPicks } from "../../../components/skills/skill-quick-picks.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import type { CompletionForm } from "../lib/completion.ts";
import { GenderField } from "./gender-field.tsx";

export interface CompletionFieldsProps {
  form: CompletionForm;
  onChange: (patch: Partial<CompletionForm>) => void;
  errors: Record<string, string>;
  genderLocked: boolean;
  disabled: boolean;
}

export function CompletionFields({ form, onChange, errors, genderLocked, disabled }: CompletionFieldsProps) {
  const max = PROFILE_LIMITS.skillsMax;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(event) => onChange({ firstName: event.target.value })}
          error={errors.firstName}
          disabled={disabled}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(event) => onChange({ lastName: event.target.value })}
          error={errors.lastName}
          disabled={disabled}
        />
      </div>
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={latestAdultBirthDate()}
        value={form.dateOfBirth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
        error={errors.dateOfBirth}
        hint="Your age is worked out from this; you must be at least 18."
        disabled={disabled}
      />
      <GenderField
        value={form.gender}
        onChange={(gender) => onChange({ gender })}
        locked={genderLocked}
        error={errors.gender}
        disabled={disabled}
      />
      <TextAreaField
        label="About"
        rows={4}
        value={form.about}
        maxLength={PROFILE_LIMITS.bioMax}
        showCount
        placeholder="What do you build, and what are you looking for?"
        onChange={(event) => onChange({ about: event.target.value })}
        hint={`At least ${PROFILE_LIMITS.bioMin} characters.`}
        error={errors.about}
        disabled={disabled}
      />
      <SkillPicker
        label="Skills"
        value={form.skills}
        onChange={(skills) => onChange({ skills })}
        max={max}
        error={errors.skills}
        disabled={disabled}
      />
      <SkillQuickPicks
        title="Popular skills"
        skills={POPULAR_SKILLS}
        selected={form.skills}
        max={max}
        mode="add"
        onChange={(skills) => onChange({ skills })}
        disabled={disabled}
      />
      <PhotoManager disabled={disabled} />
    </>
  );
}
