import { MESSAGES, OTP_LENGTH } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { useResendOtp } from "../api/resend-otp.ts";
import { useVerifyOtp } from "../api/verify-otp.ts";
import { useEnterApp } from "../hooks/use-enter-app.ts";
import { emptyOtp, OtpInput } from "./otp-input.tsx";
import { ResendCode } from "./resend-code.tsx";

export function VerifyOtpForm({ email, codeSentAt }: { email: string; codeSentAt?: number }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const enterApp = useEnterApp();
  const busy = verify.isPending || verify.isSuccess;

  const submit = (otp: string) => {
    if (busy) return;
    if (otp.length !== OTP_LENGTH) return setError(MESSAGES.otp.invalidInput);
    setError(null);
    verify.mutate(
      { emailId: email, otp },
      {
        onSuccess: ({ data: user, requiresOnboarding }) => {
          pendingEmail.clear();
          enterApp(user, { needsOnboarding: requiresOnboarding });
        },
        onError: (caught) => setError(errorMessage(caught, MESSAGES.otp.verifyFailed)),
      },
    );
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(digits.join(""));
  };

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={handleSubmit} aria-label="Verify email" className="flex flex-col gap-5">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <OtpInput digits={digits} onChange={setDigits} onComplete={submit} disabled={busy} autoFocus />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </form>
      <ResendCode
        sentAt={codeSentAt}
        resend={() => resend.mutateAsync({ emailId: email })}
        successText={MESSAGES.otp.resent}
        failureText={MESSAGES.otp.resendFailed}
      />
    </div>
  );
}
