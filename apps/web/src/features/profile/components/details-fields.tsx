import { CTC_RANGES, PROFESSIONS, RELIGIONS } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatCtc } from "../format.ts";
import { OWN_HEIGHT_FEET, OWN_HEIGHT_INCHES } from "../profile-draft.ts";
import type { DraftFieldsProps } from "./draft-field-props.ts";

const ctcOptions = CTC_RANGES.map((range) => ({ value: range, label: formatCtc(range) ?? range }));

/** A list choice that may still be unset offers an empty first option; once chosen it can be changed, not cleared. */
const placeholderFor = (value: string) => (value === "" ? "Choose one" : undefined);

export function DetailsFields({ draft, errors, onChange, disabled }: DraftFieldsProps) {
  return (
    <Card title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-ink-muted">Height</legend>
          <TextField
            label="Feet"
            type="number"
            inputMode="numeric"
            min={OWN_HEIGHT_FEET.min}
            max={OWN_HEIGHT_FEET.max}
            value={draft.heightFeet}
            error={errors["height.feet"]}
            onChange={(e) => onChange({ heightFeet: e.target.value })}
            disabled={disabled}
          />
          <TextField
            label="Inches"
            type="number"
            inputMode="numeric"
            min={OWN_HEIGHT_INCHES.min}
            max={OWN_HEIGHT_INCHES.max}
            value={draft.heightInches}
            error={errors["height.inches"]}
            onChange={(e) => onChange({ heightInches: e.target.value })}
            disabled={disabled}
          />
        </fieldset>
        <SelectField
          label="Religion"
          options={RELIGIONS}
          placeholder={placeholderFor(draft.religion)}
          value={draft.religion}
          error={errors.religion}
          onChange={(e) => onChange({ religion: e.target.value })}
          disabled={disabled}
        />
        <SelectField
          label="Profession"
          options={PROFESSIONS}
          placeholder={placeholderFor(draft.profession)}
          value={draft.profession}
          error={errors.profession}
          onChange={(e) => onChange({ profession: e.target.value })}
          disabled={disabled}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          value={draft.companyName}
          error={errors["company.name"]}
          onChange={(e) => onChange({ companyName: e.target.value })}
          disabled={disabled}
        />
        <TextField
          label="Position"
          autoComplete="organization-title"
          value={draft.companyPosition}
          error={errors["company.position"]}
          onChange={(e) => onChange({ companyPosition: e.target.value })}
          disabled={disabled}
        />
        <SelectField
          label="CTC range"
          options={ctcOptions}
          placeholder={placeholderFor(draft.ctcRange)}
          value={draft.ctcRange}
          error={errors.ctcRange}
          onChange={(e) => onChange({ ctcRange: e.target.value })}
          disabled={disabled}
        />
      </div>
    </Card>
  );
}
