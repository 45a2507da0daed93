import { CTC_RANGES, PROFESSIONS } from "@devmatch/shared";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { SelectField } from "../../../../components/ui/select.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

const ctcOptions = CTC_RANGES.map((range) => ({
  value: range,
  label: range === "Prefer not to say" ? range : `${range} LPA`,
}));

export function ProfessionalStep({ draft, update, errors, disabled }: StepProps) {
  const { company } = draft;
  const setCompany = (patch: Partial<typeof company>) => update({ company: patch });
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label="Profession"
        value={draft.profession}
        options={PROFESSIONS}
        placeholder="Select profession"
        onChange={(event) => update({ profession: event.target.value as typeof draft.profession })}
        error={errors.profession}
        disabled={disabled}
      />
      <Checkbox
        label="Currently working"
        checked={company.isCurrentlyWorking}
        onChange={(event) => setCompany({ isCurrentlyWorking: event.target.checked })}
        disabled={disabled}
      />
      {company.isCurrentlyWorking ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Company name"
            autoComplete="organization"
            value={company.name}
            onChange={(event) => setCompany({ name: event.target.value })}
            error={errors["company.name"]}
            disabled={disabled}
          />
          <TextField
            label="Position"
            autoComplete="organization-title"
            value={company.position}
            onChange={(event) => setCompany({ position: event.target.value })}
            error={errors["company.position"]}
            disabled={disabled}
          />
        </div>
      ) : null}
      <SelectField
        label="CTC range (optional)"
        value={draft.ctcRange}
        options={ctcOptions}
        placeholder="Select CTC range"
        onChange={(event) => update({ ctcRange: event.target.value as typeof draft.ctcRange })}
        hint="Annual, in lakhs of rupees. Never shown to other members."
        error={errors.ctcRange}
        disabled={disabled}
      />
    </div>
  );
}
