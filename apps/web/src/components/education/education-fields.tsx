import { PROFILE_LIMITS } from "@devmatch/shared";
import { Checkbox } from "../ui/checkbox.tsx";
import { SelectField } from "../ui/select.tsx";
import { TextField } from "../ui/text-field.tsx";

export interface EducationValue {
  college: string;
  degree: string;
  graduationYear: string;
  isStudent: boolean;
}

/** Twenty years, from five years ahead (students) downward. */
export function graduationYears(today = new Date()): string[] {
  const newest = today.getFullYear() + 5;
  return Array.from({ length: PROFILE_LIMITS.graduationYearWindow }, (_, index) => String(newest - index));
}

/** College, degree, student and graduation year, as onboarding and profile editing both ask for them. */
export function EducationInputs({
  education,
  onChange,
  errors,
  disabled,
}: {
  education: EducationValue;
  onChange: (patch: Partial<EducationValue>) => void;
  errors: Record<string, string | undefined>;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={education.isStudent ? "College (optional)" : "College"}
        value={education.college}
        maxLength={PROFILE_LIMITS.textMax}
        onChange={(event) => onChange({ college: event.target.value })}
        error={errors["education.college"]}
        disabled={disabled}
      />
      <TextField
        label="Degree (optional)"
        value={education.degree}
        onChange={(event) => onChange({ degree: event.target.value })}
        error={errors["education.degree"]}
        disabled={disabled}
      />
      <Checkbox
        className="sm:col-span-2"
        label="I am a student"
        checked={education.isStudent}
        onChange={(event) => onChange({ isStudent: event.target.checked })}
        disabled={disabled}
      />
      <SelectField
        label={education.isStudent ? "Expected Graduation Year" : "Graduation Year"}
        value={education.graduationYear}
        options={graduationYears()}
        placeholder="Select year"
        onChange={(event) => onChange({ graduationYear: event.target.value })}
        error={errors["education.graduationYear"]}
        disabled={disabled}
      />
    </div>
  );
}
