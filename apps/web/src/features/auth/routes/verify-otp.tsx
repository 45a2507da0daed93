import { OTP_MISSING_EMAIL_REDIRECT_MS, paths } from "@devmatch/shared";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { VerifyOtpState } from "../../../lib/navigation-state.ts";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { AuthShell, authLinkClass } from "../components/auth-shell.tsx";
import { VerifyOtpForm } from "../components/verify-otp-form.tsx";

export function VerifyOtpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the stored email survives a reload of this page, navigation state does not.
  const [email] = useState(() => (location.state as VerifyOtpState | null)?.email || pendingEmail.get());
  const [codeSentAt] = useState(() => (location.state as VerifyOtpState | null)?.codeSentAt);

  useEffect(() => {
    if (email) return;
    const timer = setTimeout(() => navigate(paths.signup, { replace: true }), OTP_MISSING_EMAIL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [email, navigate]);

  if (!email) {
    return (
      <AuthShell title="Verify your email">
        <p role="status" className="text-center text-ink-muted">
          We don't know which email to verify. Taking you to sign up…
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Verify your email"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="break-words text-ink">{email}</strong>
        </>
      }
      footer={
        <>
          Wrong email?{" "}
          <Link to={paths.signup} className={authLinkClass}>
            Sign up again
          </Link>
        </>
      }
    >
      <VerifyOtpForm email={email} codeSentAt={codeSentAt} />
    </AuthShell>
  );
}
