import { SelectField } from "../ui/select.tsx";
import { labelOf, PROFILE_FIELDS } from "./profile-fields.ts";

const { height } = PROFILE_FIELDS;

/** Height as two lists (feet, inches), offering exactly the range the server accepts. */
export function HeightFields({
  feet,
  inches,
  onChange,
  errors,
  markOptional,
  disabled,
  className,
}: {
  feet: string;
  inches: string;
  onChange: (patch: { feet?: string; inches?: string }) => void;
  errors: { feet?: string; inches?: string };
  markOptional?: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={className ?? "grid grid-cols-2 gap-3"}>
      <legend className="mb-1.5 text-sm font-medium text-ink-muted">{labelOf(height, { markOptional })}</legend>
      <SelectField
        label={height.feet.label}
        value={feet}
        options={height.feet.options}
        placeholder={height.feet.placeholder}
        onChange={(event) => onChange({ feet: event.target.value })}
        error={errors.feet}
        disabled={disabled}
      />
      <SelectField
        label={height.inches.label}
        value={inches}
        options={height.inches.options}
        placeholder={height.inches.placeholder}
        onChange={(event) => onChange({ inches: event.target.value })}
        error={errors.inches}
        disabled={disabled}
      />
    </fieldset>
  );
}
