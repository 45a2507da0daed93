import { paths } from "@devmatch/shared";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenSpinner } from "../../../components/ui/spinner.tsx";
import { useOnboardingStatus } from "../api/onboarding-status.ts";
import { OnboardingWizard } from "../components/onboarding-wizard.tsx";
import { useCachedSessionUser } from "../hooks/use-cached-session-user.ts";
import { ONBOARDING_MESSAGES } from "../lib/messages.ts";
import { startingStep } from "../lib/steps.ts";

/** The 8-step profile set-up; it resumes where the member left off, with their saved answers filled in. */
export function OnboardingRoute() {
  const status = useOnboardingStatus();
  const cachedUser = useCachedSessionUser();
  const { state } = useLocation();

  useEffect(() => {
    // The wizard still opens (with what the session knows), so a failed status read only needs recording.
    if (status.isError) console.error("Could not load onboarding progress", status.error);
  }, [status.isError, status.error]);

  if (status.isPending) return <FullScreenSpinner label={ONBOARDING_MESSAGES.loading} />;
  if (status.data?.onboardingCompleted) return <Navigate to={paths.app.feed} replace />;
  return (
    <OnboardingWizard
      initialStep={startingStep(state, status.data?.onboardingStep)}
      initialUser={status.data?.user ?? cachedUser}
    />
  );
}
