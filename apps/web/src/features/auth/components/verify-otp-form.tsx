import { MESSAGES } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { useResendOtp } from "../api/resend-otp.ts";
import { useVerifyOtp } from "../api/verify-otp.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { useEnterApp } from "../hooks/use-enter-app.ts";
import { CodeEntryBoxes } from "./code-entry-boxes.tsx";
import { ResendCode } from "./resend-code.tsx";

export function VerifyOtpForm({ email, codeSentAt }: { email: string; codeSentAt?: number }) {
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const enterApp = useEnterApp();
  const { form, countdown, problem } = useCodeEntry({
    email,
    codeSentAt,
    verify: (body) => verify.mutateAsync(body),
    failure: MESSAGES.otp.verifyFailed,
    busyAfterSuccess: true,
    onVerified: ({ data: user, requiresOnboarding }) => {
      pendingEmail.clear();
      enterApp(user, { needsOnboarding: requiresOnboarding });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={form.submit} aria-label="Verify email" className="flex flex-col gap-5">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <CodeEntryBoxes form={form} submitLabel="Verify" />
      </form>
      <ResendCode
        countdown={countdown}
        resend={() => resend.mutateAsync({ emailId: email })}
        successText={MESSAGES.otp.resent}
        failureText={MESSAGES.otp.resendFailed}
      />
    </div>
  );
}
