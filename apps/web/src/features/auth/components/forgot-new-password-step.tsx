import { MESSAGES, passwordRuleErrors } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** The spec's order: both fields, then they match, then the first broken password rule. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (!password || !confirm) return MESSAGES.forgot.fillAllFields;
  if (password !== confirm) return MESSAGES.forgot.passwordsDoNotMatch;
  return passwordRuleErrors(password)[0] ?? null;
}

export function ForgotNewPasswordStep({
  email,
  otp,
  onDone,
  onBack,
}: {
  email: string;
  otp: string;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const busy = reset.isPending || reset.isSuccess;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = newPasswordError(password, confirm);
    setError(invalid);
    if (invalid) return;
    reset.mutate(
      { emailId: email, otp, newPassword: password },
      {
        onSuccess: (response) => onDone(response.message || MESSAGES.forgot.passwordReset),
        onError: (caught) => setError(errorMessage(caught, MESSAGES.forgot.resetFailed)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Choose a new password" className="flex flex-col gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        labels={{ password: "New password", confirm: "Confirm new password" }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        disabled={busy}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Resetting..." : "Reset Password"}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy} className="self-center text-sm">
        Back to the code
      </Button>
    </form>
  );
}
