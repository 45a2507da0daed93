import { OTP_LENGTH } from "@devmatch/shared";
import { TextField } from "../../../components/ui/text-field.tsx";

/** The emailed code as one plain field, for screens where the code is one step among others. */
export function CodeField({
  value,
  onChange,
  disabled,
  label = "Verification code",
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder="6-digit code"
      disabled={disabled}
    />
  );
}
