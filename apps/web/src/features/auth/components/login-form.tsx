import { MESSAGES, paths, REMEMBER_ME_DAYS } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { LiveFieldset } from "../../../components/ui/live-fieldset.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage, isApiError } from "../../../lib/api-client.ts";
import type { ForgotPasswordState, VerifyOtpState } from "../../../lib/navigation-state.ts";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { useFocusOnMount } from "../../../lib/use-focus-on-mount.ts";
import { accountClosedLink } from "../../account-closed/index.ts";
import { useLogin } from "../api/login.ts";
import { useEnterApp } from "../hooks/use-enter-app.ts";
import { authLinkClass } from "./auth-shell.tsx";
import { FormStatus } from "./form-status.tsx";
import { ResetPasswordBlock } from "./reset-password-block.tsx";

export function LoginForm({ from }: { from?: unknown }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const [showReset, setShowReset] = useState(false);
  const [resetMessage, setResetMessage] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();
  const enterApp = useEnterApp();
  const emailFieldId = useFocusOnMount();

  const goVerify = (emailId: string) => {
    pendingEmail.set(emailId);
    navigate(paths.verifyOtp, { state: { email: emailId, codeSentAt: Date.now() } satisfies VerifyOtpState });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setWrongCredentials(false);
    setResetMessage(null);
    login.mutate(
      { emailId: email.trim(), password, rememberMe },
      {
        onSuccess: ({ data: user, requiresVerification }) => {
          if (requiresVerification) return goVerify(user.emailId);
          enterApp(user, { needsOnboarding: !user.onboardingCompleted, resume: true, from });
        },
        onError: (caught) => {
          if (caught instanceof ApiError && caught.body.requiresVerification)
            return goVerify(caught.body.emailId ?? email.trim());
          if (isApiError(caught, "ACCOUNT_SUSPENDED", "ACCOUNT_BANNED")) return navigate(accountClosedLink(caught));
          if (isApiError(caught, "INVALID_CREDENTIALS")) {
            setError(MESSAGES.login.unauthorized);
            setWrongCredentials(true);
            setShowReset(true);
            return;
          }
          setError(errorMessage(caught, MESSAGES.login.failed));
        },
      },
    );
  };

  const handleReset = (newPassword: string, message: string) => {
    setPassword(newPassword);
    setShowReset(false);
    setError(null);
    setResetMessage(message);
  };

  const busy = login.isPending || login.isSuccess;
  const forgotState: ForgotPasswordState = { email: email.trim() };
  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={handleSubmit} aria-label="Sign in" className="flex flex-col gap-4">
        <LiveFieldset>
          {error ? (
            <Alert tone="error">
              {error}
              {wrongCredentials ? (
                <>
                  {" "}
                  <Link to={paths.forgotPassword} state={forgotState} className="font-semibold underline">
                    Forgot password?
                  </Link>
                </>
              ) : null}
            </Alert>
          ) : null}
          <FormStatus status={resetMessage ? { tone: "success", text: resetMessage } : null} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            id={emailFieldId}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Link to={paths.forgotPassword} state={forgotState} className={`${authLinkClass} -mt-2 self-end text-sm`}>
            Forgot password?
          </Link>
          <Checkbox
            label="Remember me"
            hint={`Keeps you signed in for ${REMEMBER_ME_DAYS} days. Unchecked, you're signed out when you close the browser.`}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Signing In..." : "Sign In"}
          </Button>
        </LiveFieldset>
      </form>
      {showReset ? <ResetPasswordBlock email={email} onReset={handleReset} /> : null}
    </div>
  );
}
