import { PROFILE_FIELDS as F, labelOf } from "../../../../components/profile-fields/profile-fields.ts";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { SelectField } from "../../../../components/ui/select.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

export function ProfessionalStep({ draft, update, errors, disabled }: StepProps) {
  const { company } = draft;
  const setCompany = (patch: Partial<typeof company>) => update({ company: patch });
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={F.profession.label}
        value={draft.profession}
        options={F.profession.options}
        placeholder={F.profession.placeholder}
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
            label={F.companyName.label}
            autoComplete={F.companyName.autoComplete}
            value={company.name}
            onChange={(event) => setCompany({ name: event.target.value })}
            error={errors["company.name"]}
            disabled={disabled}
          />
          <TextField
            label={F.companyPosition.label}
            autoComplete={F.companyPosition.autoComplete}
            value={company.position}
            onChange={(event) => setCompany({ position: event.target.value })}
            error={errors["company.position"]}
            disabled={disabled}
          />
        </div>
      ) : null}
      <SelectField
        label={labelOf(F.ctcRange, { markOptional: true })}
        value={draft.ctcRange}
        options={F.ctcRange.options}
        placeholder={F.ctcRange.placeholder}
        onChange={(event) => update({ ctcRange: event.target.value as typeof draft.ctcRange })}
        hint={F.ctcRange.hint}
        error={errors.ctcRange}
        disabled={disabled}
      />
    </div>
  );
}
