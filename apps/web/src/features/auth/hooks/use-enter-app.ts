import type { SessionUser } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { useNavigate } from "react-router";
import type { OnboardingState } from "../../../lib/navigation-state.ts";

/** Only places inside the app are valid return targets, so a crafted link cannot send someone elsewhere. */
function isAppPath(path: unknown): path is string {
  return typeof path === "string" && (path === paths.app.root || path.startsWith(`${paths.app.root}/`));
}

/** Where a freshly signed-in person goes: onboarding at their saved step, else the page they came for or the feed. */
export function useEnterApp() {
  const navigate = useNavigate();
  return (
    user: SessionUser,
    { needsOnboarding, resume, from }: { needsOnboarding: boolean; resume?: boolean; from?: unknown },
  ) => {
    if (needsOnboarding) {
      const state: OnboardingState = resume
        ? { currentStep: user.onboardingStep, resume: true }
        : { currentStep: user.onboardingStep };
      navigate(paths.onboarding, { replace: true, state });
      return;
    }
    navigate(isAppPath(from) ? from : paths.app.feed, { replace: true });
  };
}
