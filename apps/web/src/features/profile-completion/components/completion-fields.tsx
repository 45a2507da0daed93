import { POPULAR_SKILLS } from "@devmatch/shared";
import { PhotoManager } from "../../../components/photos/photo-manager.tsx";
import { PROFILE_FIELDS as F } from "../../../components/profile-fields/profile-fields.ts";
import { SkillPicker } from "../../../components/skills/skill-picker.tsx";
import { SkillQuickPicks } from "../../../components/skills/skill-quick-picks.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import type { CompletionForm } from "../lib/completion.ts";
import { GenderField } from "./gender-field.tsx";

export interface CompletionFieldsProps {
  form: CompletionForm;
  onChange: (patch: Partial<CompletionForm>) => void;
  errors: Partial<Record<string, string>>;
  genderLocked: boolean;
  disabled: boolean;
}

export function CompletionFields({ form, onChange, errors, genderLocked, disabled }: CompletionFieldsProps) {
  const max = F.skills.max;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={F.firstName.label}
          autoComplete={F.firstName.autoComplete}
          value={form.firstName}
          onChange={(event) => onChange({ firstName: event.target.value })}
          error={errors.firstName}
          disabled={disabled}
        />
        <TextField
          label={F.lastName.label}
          autoComplete={F.lastName.autoComplete}
          value={form.lastName}
          onChange={(event) => onChange({ lastName: event.target.value })}
          error={errors.lastName}
          disabled={disabled}
        />
      </div>
      <TextField
        label={F.dateOfBirth.label}
        type="date"
        autoComplete={F.dateOfBirth.autoComplete}
        max={F.dateOfBirth.latest()}
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
        label={F.about.label}
        rows={4}
        value={form.about}
        maxLength={F.about.max}
        showCount
        placeholder="What do you build, and what are you looking for?"
        onChange={(event) => onChange({ about: event.target.value })}
        hint={F.about.hint}
        error={errors.about}
        disabled={disabled}
      />
      <SkillPicker
        label={F.skills.label}
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
