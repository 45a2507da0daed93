import { MESSAGES, passwordRuleErrors, resetPasswordBodySchema } from "@devmatch/shared";
import { NewPasswordFields } from "../../../components/forms/new-password-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useResetPassword } from "../api/reset-password.ts";

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
  const reset = useResetPassword();
  const form = useForm({
    initial: { password: "", confirm: "" },
    check: ({ password, confirm }) => newPasswordError(password, confirm),
    schema: resetPasswordBodySchema,
    toInput: ({ password }) => ({ emailId: email, otp, newPassword: password }),
    send: (body) => reset.mutateAsync(body),
    failure: MESSAGES.forgot.resetFailed,
    busyAfterSuccess: true,
    onSuccess: (response) => onDone(response.message || MESSAGES.forgot.passwordReset),
  });
  const { draft, busy } = form;

  return (
    <form noValidate onSubmit={form.submit} aria-label="Choose a new password" className="flex flex-col gap-4">
      {form.message ? <Alert tone="error">{form.message}</Alert> : null}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        labels={{ password: "New password", confirm: "Confirm new password" }}
        password={draft.password}
        confirm={draft.confirm}
        onPasswordChange={(password) => form.set({ password })}
        onConfirmChange={(confirm) => form.set({ confirm })}
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
