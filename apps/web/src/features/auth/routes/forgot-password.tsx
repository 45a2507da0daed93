import { paths } from "@devmatch/shared";
import { useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { ForgotPasswordState } from "../../../lib/navigation-state.ts";
import { AuthShell, authLinkClass } from "../components/auth-shell.tsx";
import { ForgotCodeStep } from "../components/forgot-code-step.tsx";
import { ForgotEmailStep } from "../components/forgot-email-step.tsx";
import { ForgotNewPasswordStep } from "../components/forgot-new-password-step.tsx";
import { StepIndicator } from "../components/step-indicator.tsx";
import type { LoginState } from "./login.tsx";

const STEPS = ["Email", "Code", "New password"] as const;
const STEP_HEADINGS = ["Enter your account email", "Enter the code we emailed you", "Choose a new password"] as const;

export function ForgotPasswordRoute() {
  const carried = (useLocation().state ?? {}) as ForgotPasswordState;
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState(carried.email ?? "");
  const [otp, setOtp] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [codeSentAt, setCodeSentAt] = useState(0);
  const navigate = useNavigate();
  // Set when the person moves between steps: the form that had focus is gone, so the new step's heading takes it.
  const moved = useRef(false);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const focusIfMoved = (heading: HTMLHeadingElement | null) => {
    if (!heading || !moved.current) return;
    moved.current = false;
    heading.focus();
  };

  return (
    <AuthShell
      title="Forgot Password"
      subtitle="Reset it in three quick steps"
      footer={
        <>
          Remembered it?{" "}
          <Link to={paths.login} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <StepIndicator steps={STEPS} current={step} />
      <h2 key={step} ref={focusIfMoved} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
        {STEP_HEADINGS[step]}
      </h2>
      {step === 0 ? (
        <ForgotEmailStep
          email={email}
          onEmailChange={setEmail}
          onSent={(message) => {
            setEmail(email.trim());
            setNotice(message);
            setCodeSentAt(Date.now());
            goTo(1);
          }}
        />
      ) : step === 1 ? (
        <ForgotCodeStep
          email={email}
          otp={otp}
          notice={notice}
          onVerified={(code) => {
            setOtp(code);
            goTo(2);
          }}
          codeSentAt={codeSentAt}
          onChangeEmail={() => {
            setOtp("");
            setNotice(null);
            goTo(0);
          }}
        />
      ) : (
        <ForgotNewPasswordStep
          email={email}
          otp={otp}
          onBack={() => goTo(1)}
          onDone={(message) =>
            navigate(paths.login, { replace: true, state: { notice: message, email } satisfies LoginState })
          }
        />
      )}
    </AuthShell>
  );
}
