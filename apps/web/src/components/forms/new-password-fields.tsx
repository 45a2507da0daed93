import { MESSAGES } from "@devmatch/shared";
import { PasswordInput } from "../ui/password-input.tsx";
import { PasswordRules } from "./password-rules.tsx";

/**
 * A new password with its live rule checklist: the one place a member chooses a password (sign-up, reset, change
 * password, a first password for a social sign-in).
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      hint={<PasswordRules password={value} />}
    />
  );
}

/** New password plus confirmation; the mismatch shows as soon as the confirmation is typed. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  disabled,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <NewPasswordField label={labels.password} value={password} onChange={onPasswordChange} disabled={disabled} />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        disabled={disabled}
        error={passwordsDiffer(password, confirm) ? MESSAGES.signup.passwordsDoNotMatch : undefined}
      />
    </>
  );
}

/** Only a confirmation that has been typed can disagree. */
export const passwordsDiffer = (password: string, confirm: string) => confirm !== "" && confirm !== password;
