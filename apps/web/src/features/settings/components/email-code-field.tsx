import { TextField } from "../../../components/ui/text-field.tsx";

/** The field for a code sent by email, as the email-change and delete-account cards ask for it. */
export function EmailCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Code from the email"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}
