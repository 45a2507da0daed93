import { PROFILE_LIMITS } from "@devmatch/shared";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { SelectField } from "../../../../components/ui/select.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

/** Twenty years, from five years ahead (students) downward. */
export function graduationYears(today = new Date()): string[] {
  const newest = today.getFullYear() + 5;
  return Array.from({ length: PROFILE_LIMITS.graduationYearWindow }, (_, index) => String(newest - index));
}

export function EducationStep({ draft, update, errors, disabled }: StepProps) {
  const { education } = draft;
  const setEducation = (patch: Partial<typeof education>) => update({ education: patch });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={education.isStudent ? "College (optional)" : "College"}
        value={education.college}
        onChange={(event) => setEducation({ college: event.target.value })}
        error={errors["education.college"]}
        disabled={disabled}
      />
      <TextField
        label="Degree (optional)"
        value={education.degree}
        onChange={(event) => setEducation({ degree: event.target.value })}
        error={errors["education.degree"]}
        disabled={disabled}
      />
      <Checkbox
        className="sm:col-span-2"
        label="I am a student"
        checked={education.isStudent}
        onChange={(event) => setEducation({ isStudent: event.target.checked })}
        disabled={disabled}
      />
      <SelectField
        label={education.isStudent ? "Expected Graduation Year" : "Graduation Year"}
        value={education.graduationYear}
        options={graduationYears()}
        placeholder="Select year"
        onChange={(event) => setEducation({ graduationYear: event.target.value })}
        error={errors["education.graduationYear"]}
        disabled={disabled}
      />
    </div>
  );
}
