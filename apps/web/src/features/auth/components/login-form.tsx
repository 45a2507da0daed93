import { loginBodySchema, MESSAGES, paths, REMEMBER_ME_DAYS } from "@devmatch/shared";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { LiveFieldset } from "../../../components/ui/live-fieldset.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, isApiError } from "../../../lib/api-client.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import type { ForgotPasswordState, VerifyOtpState } from "../../../lib/navigation-state.ts";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { useFocusOnMount } from "../../../lib/use-focus-on-mount.ts";
import { accountClosedLink } from "../../account-closed/index.ts";
import { useLogin } from "../api/login.ts";
import { useEnterApp } from "../hooks/use-enter-app.ts";
import { authLinkClass } from "./auth-shell.tsx";
import { FormStatus } from "./form-status.tsx";
import { ResetPasswordBlock } from "./reset-password-block.tsx";

/** Sign-in; `email` arrives filled in when the member comes back from a password reset. */
export function LoginForm({ from, email: knownEmail = "" }: { from?: unknown; email?: string }) {
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

  const form = useForm({
    initial: { emailId: knownEmail, password: "", rememberMe: false },
    schema: loginBodySchema,
    send: (body) => {
      setResetMessage(null);
      return login.mutateAsync({ ...body, rememberMe: body.rememberMe ?? false });
    },
    failure: MESSAGES.login.failed,
    busyAfterSuccess: true,
    onSuccess: ({ data: user, requiresVerification }) => {
      if (requiresVerification) return goVerify(user.emailId);
      enterApp(user, { needsOnboarding: !user.onboardingCompleted, resume: true, from });
    },
    onError: (caught) => {
      if (caught instanceof ApiError && caught.body.requiresVerification) {
        goVerify(caught.body.emailId ?? form.draft.emailId.trim());
        return true;
      }
      if (isApiError(caught, "ACCOUNT_SUSPENDED", "ACCOUNT_BANNED")) {
        navigate(accountClosedLink(caught));
        return true;
      }
      if (!isApiError(caught, "INVALID_CREDENTIALS")) return false;
      // The reset block below is then the one way on: no second and third "Forgot password?" beside it.
      form.setMessage(MESSAGES.login.unauthorized);
      setShowReset(true);
      return true;
    },
  });
  const { draft, errors } = form;

  const handleReset = (newPassword: string, message: string) => {
    form.set({ password: newPassword });
    form.setMessage(null);
    setShowReset(false);
    setResetMessage(message);
  };

  const forgotState: ForgotPasswordState = { email: draft.emailId.trim() };
  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={form.submit} aria-label="Sign in" className="flex flex-col gap-4">
        <LiveFieldset>
          {form.message ? <Alert tone="error">{form.message}</Alert> : null}
          <FormStatus status={resetMessage ? { tone: "success", text: resetMessage } : null} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            id={emailFieldId}
            value={draft.emailId}
            error={errors.emailId}
            onChange={(e) => form.set({ emailId: e.target.value })}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={draft.password}
            error={errors.password}
            onChange={(e) => form.set({ password: e.target.value })}
          />
          {showReset ? null : (
            <Link to={paths.forgotPassword} state={forgotState} className={`${authLinkClass} -mt-2 self-end text-sm`}>
              Forgot password?
            </Link>
          )}
          <Checkbox
            label="Remember me"
            hint={`Keeps you signed in for ${REMEMBER_ME_DAYS} days. Unchecked, you're signed out when you close the browser.`}
            checked={draft.rememberMe}
            onChange={(e) => form.set({ rememberMe: e.target.checked })}
          />
          <Button type="submit" disabled={form.busy} className="w-full">
            {form.busy ? "Signing In..." : "Sign In"}
          </Button>
        </LiveFieldset>
      </form>
      {showReset ? <ResetPasswordBlock email={draft.emailId} onReset={handleReset} /> : null}
    </div>
  );
}
