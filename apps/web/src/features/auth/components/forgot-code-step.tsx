import { MESSAGES, OTP_LENGTH } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useResendForgotPasswordOtp } from "../api/resend-forgot-password-otp.ts";
import { useVerifyForgotPasswordOtp } from "../api/verify-forgot-password-otp.ts";
import { OtpInput } from "./otp-input.tsx";
import { ResendCode } from "./resend-code.tsx";

export function ForgotCodeStep({
  email,
  otp,
  notice,
  onOtpChange,
  onVerified,
  onChangeEmail,
  codeSentAt,
}: {
  email: string;
  /** When step one had the code sent. */
  codeSentAt: number;
  otp: string[];
  notice: string | null;
  onOtpChange: (otp: string[]) => void;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyForgotPasswordOtp();
  const resend = useResendForgotPasswordOtp();

  const submit = (code: string) => {
    if (verify.isPending) return;
    if (!code) return setError(MESSAGES.forgot.enterOtp);
    if (code.length !== OTP_LENGTH) return setError(MESSAGES.otp.invalidInput);
    setError(null);
    verify.mutate(
      { emailId: email, otp: code },
      { onSuccess: onVerified, onError: (caught) => setError(errorMessage(caught, MESSAGES.forgot.invalidOtp)) },
    );
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(otp.join(""));
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={handleSubmit} aria-label="Enter the reset code" className="flex flex-col gap-4">
        {error ? <Alert tone="error">{error}</Alert> : notice ? <Alert tone="success">{notice}</Alert> : null}
        <p className="text-sm text-ink-muted">
          Code sent to <strong className="break-words text-ink">{email}</strong>
        </p>
        <OtpInput
          label="Reset code"
          digits={otp}
          onChange={onOtpChange}
          onComplete={submit}
          disabled={verify.isPending}
          autoFocus
        />
        <Button type="submit" disabled={verify.isPending} className="w-full">
          {verify.isPending ? "Verifying..." : "Verify Code"}
        </Button>
      </form>
      <ResendCode
        sentAt={codeSentAt}
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
