import { MESSAGES, OTP_LENGTH, passwordRuleErrors } from "@devmatch/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useForgotPassword } from "../api/forgot-password.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { CodeField } from "./code-field.tsx";
import { FormStatus, type StatusMessage } from "./form-status.tsx";
import { NewPasswordField } from "./new-password-fields.tsx";

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
  const [otp, setOtp] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [sendStatus, setSendStatus] = useState<StatusMessage | null>(null);
  const [updateStatus, setUpdateStatus] = useState<StatusMessage | null>(null);
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

  const handleUpdate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!codeSentTo) return;
    if (otp.length !== OTP_LENGTH) return setUpdateStatus({ tone: "error", text: MESSAGES.otp.invalidInput });
    const ruleError = passwordRuleErrors(newPassword)[0];
    if (ruleError) return setUpdateStatus({ tone: "error", text: ruleError });
    setUpdateStatus(null);
    reset.mutate(
      { emailId: codeSentTo, otp, newPassword },
      {
        onSuccess: (response) => {
          setNewPassword("");
          onReset(newPassword, response.message || MESSAGES.forgot.passwordReset);
        },
        onError: (caught) =>
          setUpdateStatus({ tone: "error", text: errorMessage(caught, MESSAGES.login.updatePasswordFailed) }),
      },
    );
  };

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
      <Button variant="secondary" onClick={handleSendCode} disabled={sendCode.isPending || reset.isPending}>
        {sendCode.isPending ? "Sending..." : codeSentTo ? "Send a new code" : "Send code"}
      </Button>
      <FormStatus status={sendStatus} />
      {codeSentTo ? (
        <form noValidate onSubmit={handleUpdate} aria-label="Update password" className="flex flex-col gap-4">
          <CodeField value={otp} onChange={setOtp} disabled={reset.isPending} />
          <NewPasswordField
            label="New Password"
            value={newPassword}
            onChange={setNewPassword}
            disabled={reset.isPending}
          />
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? "Updating..." : "Update Password"}
          </Button>
          <FormStatus status={updateStatus} />
        </form>
      ) : null}
    </section>
  );
}
