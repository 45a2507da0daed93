import { type SelectHTMLAttributes, useId } from "react";
import { controlClass, controlProps, Field, type FieldMessages } from "./field.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldMessages {
  label: string;
  options: readonly (SelectOption | string)[];
  /** A first, empty choice (value ""), for fields that may stay unset. */
  placeholder?: string;
}

const toOption = (option: SelectOption | string): SelectOption =>
  typeof option === "string" ? { value: option, label: option } : option;

/** A native select: the platform's own picker is the most usable one on phones and with screen readers. */
export function SelectField({ label, hint, error, options, placeholder, className, id, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field id={selectId} label={label} hint={hint} error={error} className={className}>
      <select {...controlProps(selectId, { hint, error })} className={controlClass(error)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(toOption).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
