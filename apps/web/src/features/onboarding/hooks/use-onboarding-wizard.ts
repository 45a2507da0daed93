import { ONBOARDING_STEP_TITLES, type SessionUser } from "@devmatch/shared";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type OnboardingState, paths } from "../../../app/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useSaveOnboardingStep } from "../api/save-onboarding-step.ts";
import { type DraftPatch, draftFromUser, mergeDraft, touchedPaths } from "../lib/draft.ts";
import { ONBOARDING_MESSAGES as M } from "../lib/messages.ts";
import { checkStep, type FieldErrors, issuesToFieldErrors } from "../lib/step-body.ts";
import { LAST_STEP } from "../lib/steps.ts";
import { useCachedSessionUser } from "./use-cached-session-user.ts";

/** A field's error disappears as soon as the member edits that field. */
function withoutTouched(errors: FieldErrors, patch: DraftPatch): FieldErrors {
  const touched = touchedPaths(patch);
  const related = (path: string) =>
    touched.some((field) => field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`));
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !related(path)));
}

/** `initialUser` fills the draft once; later saves (photos, gender) are read from the live session user. */
export function useOnboardingWizard(initialStep: number, initialUser: SessionUser | undefined) {
  const user = useCachedSessionUser() ?? initialUser;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState(() => draftFromUser(initialUser));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const save = useSaveOnboardingStep();
  const isLast = step === LAST_STEP;

  const goTo = (next: number) => {
    const target = Math.min(LAST_STEP, Math.max(0, next));
    setStep(target);
    setErrors({});
    setBanner(null);
    // A reload opens the step the member is on, not the one they arrived at.
    navigate(pathname, { replace: true, state: { currentStep: target, resume: true } satisfies OnboardingState });
  };

  const update = (patch: DraftPatch) => {
    setDraft((current) => mergeDraft(current, patch));
    setErrors((existing) => withoutTouched(existing, patch));
  };

  const failSave = (caught: unknown) => {
    if (caught instanceof ApiError && caught.body.code === "ONBOARDING_INCOMPLETE") {
      const missing = (caught.body as { missingSteps?: unknown }).missingSteps;
      const titles = Array.isArray(missing)
        ? missing.map((index) => ONBOARDING_STEP_TITLES[index]).filter(Boolean)
        : [];
      setBanner(titles.length > 0 ? `${M.submitIncomplete} Still to do: ${titles.join(", ")}.` : M.submitIncomplete);
      return;
    }
    const details = caught instanceof ApiError ? caught.body.details : undefined;
    if (details) setErrors(issuesToFieldErrors(details.map(({ field, message }) => ({ path: field, message }))));
    setBanner(errorMessage(caught, isLast ? M.finalSaveFailed : M.saveFailed));
  };

  const next = () => {
    if (save.isPending) return;
    const check = checkStep(step, draft, user?.photos ?? []);
    if (!check.ok) {
      setErrors(check.errors);
      setBanner(isLast ? M.submitIncomplete : M.stepIncomplete);
      return;
    }
    setErrors({});
    setBanner(null);
    save.mutate(
      { step, body: check.body },
      {
        onSuccess: (response) => {
          if (response.onboardingCompleted) navigate(paths.app.feed, { replace: true });
          else if (isLast) setBanner(M.submitIncomplete);
          else goTo(step + 1);
        },
        onError: failSave,
      },
    );
  };

  return { user, step, draft, errors, banner, saving: save.isPending, isLast, update, next, goTo };
}
