import { paths } from "@devmatch/shared";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { pulse } from "../../../components/ui/motion.ts";
import type { VerifyOtpState } from "../../../lib/navigation-state.ts";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { AuthShell, authLinkClass } from "../components/auth-shell.tsx";
import { SignupForm } from "../components/signup-form.tsx";
import { SocialSignIn } from "../components/social-sign-in.tsx";

export function SignupRoute() {
  const cardRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  const handleSignedUp = async (email: string) => {
    await pulse(cardRef.current);
    pendingEmail.set(email);
    navigate(paths.verifyOtp, { state: { email, codeSentAt: Date.now() } satisfies VerifyOtpState });
  };

  return (
    <AuthShell
      title="Create Account"
      subtitle="Join the developer community today"
      cardRef={cardRef}
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.login} className={authLinkClass}>
            Sign In
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <SignupForm onSignedUp={handleSignedUp} />
        <SocialSignIn />
      </div>
    </AuthShell>
  );
}
