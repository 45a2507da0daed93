import { TextField } from "../../../components/ui/text-field.tsx";

/** The field for a code sent by email, as the email-change and delete-account cards ask for it. */
export function EmailCodeField({
  value,
  onChange,
  label = "Code from the email",
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}
