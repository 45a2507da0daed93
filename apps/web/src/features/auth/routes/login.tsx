import { paths } from "@devmatch/shared";
import { Link, useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { AuthShell, authLinkClass } from "../components/auth-shell.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { SocialSignIn, SocialSignInError } from "../components/social-sign-in.tsx";

/** What other screens hand to sign-in: where to return to, and a notice to show (e.g. after a reset). */
export interface LoginState {
  from?: string;
  notice?: string;
  /** The account just reset, so sign-in starts with its email. */
  email?: string;
}

export function LoginRoute() {
  const state = (useLocation().state ?? {}) as LoginState;
  return (
    <AuthShell
      title="Welcome Back"
      subtitle="Sign in to continue your developer journey"
      footer={
        <>
          Don't have an account?{" "}
          <Link to={paths.signup} className={authLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {state.notice ? <Alert tone="success">{state.notice}</Alert> : null}
        <SocialSignInError />
        <LoginForm from={state.from} email={state.email} />
        <SocialSignIn />
      </div>
    </AuthShell>
  );
}
