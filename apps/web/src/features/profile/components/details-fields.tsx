import { HeightFields } from "../../../components/profile-fields/height-fields.tsx";
import { PROFILE_FIELDS as F } from "../../../components/profile-fields/profile-fields.ts";
import { Card } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { DraftFieldsProps } from "./draft-field-props.ts";

/** A list choice that may still be unset offers an empty first option; once chosen it can be changed, not cleared. */
const placeholderFor = (value: string) => (value === "" ? "Choose one" : undefined);

export function DetailsFields({ draft, errors, onChange, disabled }: DraftFieldsProps) {
  return (
    <Card title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <HeightFields
          className="grid grid-cols-2 gap-3 sm:col-span-2"
          feet={draft.heightFeet}
          inches={draft.heightInches}
          errors={{ feet: errors["height.feet"] ?? errors.height, inches: errors["height.inches"] }}
          onChange={({ feet, inches }) =>
            onChange({
              ...(feet === undefined ? {} : { heightFeet: feet }),
              ...(inches === undefined ? {} : { heightInches: inches }),
            })
          }
          disabled={disabled}
        />
        <SelectField
          label={F.religion.label}
          options={F.religion.options}
          placeholder={placeholderFor(draft.religion)}
          value={draft.religion}
          error={errors.religion}
          onChange={(e) => onChange({ religion: e.target.value })}
          disabled={disabled}
        />
        <SelectField
          label={F.profession.label}
          options={F.profession.options}
          placeholder={placeholderFor(draft.profession)}
          value={draft.profession}
          error={errors.profession}
          onChange={(e) => onChange({ profession: e.target.value })}
          disabled={disabled}
        />
        <TextField
          label={F.companyName.label}
          autoComplete={F.companyName.autoComplete}
          value={draft.companyName}
          error={errors["company.name"]}
          onChange={(e) => onChange({ companyName: e.target.value })}
          disabled={disabled}
        />
        <TextField
          label={F.companyPosition.label}
          autoComplete={F.companyPosition.autoComplete}
          value={draft.companyPosition}
          error={errors["company.position"]}
          onChange={(e) => onChange({ companyPosition: e.target.value })}
          disabled={disabled}
        />
        <SelectField
          label={F.ctcRange.label}
          options={F.ctcRange.options}
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
