import { paths } from "@devmatch/shared";
import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { useSessionUser } from "../lib/session-user.ts";

/** Screens under it need a session; visitors go to sign-in and come back afterwards. */
export function RequireSession() {
  const { data: user, isPending, isError } = useSessionUser();
  const location = useLocation();
  if (isPending) return <FullScreenSpinner label="Loading your account…" />;
  if (isError || !user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Sign-in and sign-up are for visitors: someone who arrives already signed in goes to the app. Decided once, on
 * arrival, so signing in on the page itself still follows the page's own way in (onboarding, or where they came
 * from).
 */
export function RedirectSignedIn() {
  const { data: user, isPending } = useSessionUser();
  const arrivedSignedIn = useRef<boolean | null>(null);
  if (arrivedSignedIn.current === null && !isPending) arrivedSignedIn.current = Boolean(user);
  if (arrivedSignedIn.current && user)
    return <Navigate to={user.onboardingCompleted ? paths.app.feed : paths.onboarding} replace />;
  return <Outlet />;
}

/** The app proper is only for people who finished onboarding. */
export function RequireOnboarded() {
  const { data: user } = useSessionUser();
  if (user && !user.onboardingCompleted) {
    return <Navigate to={paths.onboarding} replace state={{ currentStep: user.onboardingStep, resume: true }} />;
  }
  return <Outlet />;
}

/** Onboarding is over once completed: such a user belongs in the feed. */
export function RequireOnboardingIncomplete() {
  const { data: user } = useSessionUser();
  if (user?.onboardingCompleted) return <Navigate to={paths.app.feed} replace />;
  return <Outlet />;
}
