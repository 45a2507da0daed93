import { MESSAGES } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useResendForgotPasswordOtp } from "../api/resend-forgot-password-otp.ts";
import { useVerifyForgotPasswordOtp } from "../api/verify-forgot-password-otp.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { CodeEntryBoxes } from "./code-entry-boxes.tsx";
import { ResendCode } from "./resend-code.tsx";

export function ForgotCodeStep({
  email,
  otp,
  notice,
  onVerified,
  onChangeEmail,
  codeSentAt,
}: {
  email: string;
  /** When step one had the code sent. */
  codeSentAt: number;
  /** The code typed before, when the member comes back from the last step. */
  otp: string;
  notice: string | null;
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyForgotPasswordOtp();
  const resend = useResendForgotPasswordOtp();
  const { form, countdown, problem } = useCodeEntry({
    email,
    codeSentAt,
    initialOtp: otp,
    emptyMessage: MESSAGES.forgot.enterOtp,
    verify: (body) => verify.mutateAsync(body),
    failure: MESSAGES.forgot.invalidOtp,
    onVerified: (_, body) => onVerified(body.otp),
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={form.submit} aria-label="Enter the reset code" className="flex flex-col gap-4">
        {problem ? <Alert tone="error">{problem}</Alert> : notice ? <Alert tone="success">{notice}</Alert> : null}
        <p className="text-sm text-ink-muted">
          Code sent to <strong className="break-words text-ink">{email}</strong>
        </p>
        <CodeEntryBoxes form={form} label="Reset code" submitLabel="Verify Code" />
      </form>
      <ResendCode
        countdown={countdown}
        resend={() => resend.mutateAsync({ emailId: email })}
        successText={MESSAGES.otp.resent}
        failureText={MESSAGES.forgot.sendFailed}
      />
      <Button variant="ghost" onClick={onChangeEmail} className="self-center text-sm">
        Use a different email
      </Button>
    </div>
  );
}
