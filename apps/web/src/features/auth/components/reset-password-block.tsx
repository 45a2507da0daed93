import { MESSAGES, resetPasswordBodySchema } from "@devmatch/shared";
import { useId, useState } from "react";
import { CodeInput } from "../../../components/forms/code-input.tsx";
import { NewPasswordField } from "../../../components/forms/new-password-fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useForgotPassword } from "../api/forgot-password.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { FormStatus, type StatusMessage } from "./form-status.tsx";

/**
 * Shown after a refused sign-in. A new password is only accepted together with a code emailed to the account,
 * so knowing someone's email is never enough to take it over.
 */
export function ResetPasswordBlock({
  email,
  onReset,
}: {
  email: string;
  onReset: (newPassword: string, message: string) => void;
}) {
  const headingId = useId();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sendStatus, setSendStatus] = useState<StatusMessage | null>(null);
  const sendCode = useForgotPassword();
  const reset = useResetPassword();

  const handleSendCode = () => {
    const emailId = email.trim();
    if (!emailId) return setSendStatus({ tone: "error", text: MESSAGES.forgot.enterEmail });
    setSendStatus(null);
    sendCode.mutate(
      { emailId },
      {
        onSuccess: (response) => {
          setCodeSentTo(emailId);
          setSendStatus({ tone: "success", text: response.message || MESSAGES.forgot.codeSent });
        },
        onError: (caught) => setSendStatus({ tone: "error", text: errorMessage(caught, MESSAGES.forgot.sendFailed) }),
      },
    );
  };

  const form = useForm({
    initial: { otp: "", newPassword: "" },
    schema: resetPasswordBodySchema,
    toInput: (draft) => ({ emailId: codeSentTo ?? "", ...draft }),
    send: (body) => reset.mutateAsync(body),
    failure: MESSAGES.login.updatePasswordFailed,
    onSuccess: (response, body) => {
      form.reset();
      onReset(body.newPassword, response.message || MESSAGES.forgot.passwordReset);
    },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-warning/40 bg-warning/5 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Reset Your Password
        </h2>
        <p className="text-sm text-ink-muted">{MESSAGES.login.resetPrompt}</p>
      </div>
      <Button variant="secondary" onClick={handleSendCode} disabled={sendCode.isPending || form.busy}>
        {sendCode.isPending ? "Sending..." : codeSentTo ? "Send a new code" : "Send code"}
      </Button>
      <FormStatus status={sendStatus} />
      {codeSentTo ? (
        <form noValidate onSubmit={form.submit} aria-label="Update password" className="flex flex-col gap-4">
          <CodeInput
            value={form.draft.otp}
            onChange={(otp) => form.set({ otp })}
            error={form.errors.otp}
            disabled={form.busy}
          />
          <NewPasswordField
            label="New Password"
            value={form.draft.newPassword}
            onChange={(newPassword) => form.set({ newPassword })}
            error={form.errors.newPassword}
            disabled={form.busy}
          />
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Updating..." : "Update Password"}
          </Button>
          <FormStatus status={form.message ? { tone: "error", text: form.message } : null} />
        </form>
      ) : null}
    </section>
  );
}
