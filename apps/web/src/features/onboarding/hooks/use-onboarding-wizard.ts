import { ONBOARDING_STEP_TITLES, paths, type SessionUser } from "@devmatch/shared";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { serverFieldErrors } from "../../../lib/forms/use-form.ts";
import type { OnboardingState } from "../../../lib/navigation-state.ts";
import { useSaveOnboardingStep } from "../api/save-onboarding-step.ts";
import { type DraftPatch, draftFromUser, mergeDraft, touchedPaths } from "../lib/draft.ts";
import { ONBOARDING_MESSAGES as M } from "../lib/messages.ts";
import { checkStep, type FieldErrors, type StepCheck } from "../lib/step-body.ts";
import { LAST_STEP } from "../lib/steps.ts";
import { useCachedSessionUser } from "./use-cached-session-user.ts";

/** Server messages about a field go once the member edits that field (the browser can't re-check them). */
function withoutTouched(errors: FieldErrors, patch: DraftPatch): FieldErrors {
  const touched = touchedPaths(patch);
  const related = (path: string) =>
    touched.some((field) => field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`));
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !related(path)));
}

/**
 * What the member still has to fix: of the fields a failed Next flagged, those the same check still refuses now,
 * with its current message. An error goes as soon as its cause is fixed, whatever fixed it (typing, a picked
 * option, an uploaded photo), and no new errors appear until the member presses Next again.
 */
function stillFailing(flagged: FieldErrors, check: StepCheck): FieldErrors {
  if (check.ok) return {};
  return Object.fromEntries(
    Object.keys(flagged).flatMap((path) => (check.errors[path] ? [[path, check.errors[path]]] : [])),
  );
}

/** `initialUser` fills the draft once; later saves (photos, gender) are read from the live session user. */
export function useOnboardingWizard(initialStep: number, initialUser: SessionUser | undefined) {
  const user = useCachedSessionUser() ?? initialUser;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [step, setStep] = useState(initialStep);
  const [draft, setDraft] = useState(() => draftFromUser(initialUser));
  /** Fields the last failed Next flagged in the browser, and messages the server sent back. */
  const [flagged, setFlagged] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ text: string; checked: boolean } | null>(null);
  const save = useSaveOnboardingStep();
  const isLast = step === LAST_STEP;

  const goTo = (next: number) => {
    const target = Math.min(LAST_STEP, Math.max(0, next));
    setStep(target);
    clearErrors();
    setBanner(null);
    // A reload opens the step the member is on, not the one they arrived at.
    navigate(pathname, { replace: true, state: { currentStep: target, resume: true } satisfies OnboardingState });
  };

  const clearErrors = () => {
    setFlagged({});
    setServerErrors({});
  };

  const photos = user?.photos ?? [];
  const dating = user?.modes.date ?? true;
  const local = Object.keys(flagged).length > 0 ? stillFailing(flagged, checkStep(step, draft, photos, dating)) : {};
  const errors = { ...serverErrors, ...local };
  // The banner that only summed up the browser's check goes with the last of its errors.
  const shownBanner = banner && (!banner.checked || Object.keys(errors).length > 0) ? banner.text : null;

  const update = (patch: DraftPatch) => {
    setDraft((current) => mergeDraft(current, patch));
    setServerErrors((existing) => withoutTouched(existing, patch));
  };

  const failSave = (caught: unknown) => {
    if (caught instanceof ApiError && caught.body.code === "ONBOARDING_INCOMPLETE") {
      const missing = (caught.body as { missingSteps?: unknown }).missingSteps;
      const titles = Array.isArray(missing)
        ? missing.map((index) => ONBOARDING_STEP_TITLES[index]).filter(Boolean)
        : [];
      setBanner({
        text: titles.length > 0 ? `${M.submitIncomplete} Still to do: ${titles.join(", ")}.` : M.submitIncomplete,
        checked: false,
      });
      return;
    }
    setServerErrors(serverFieldErrors(caught));
    setBanner({ text: errorMessage(caught, isLast ? M.finalSaveFailed : M.saveFailed), checked: false });
  };

  const next = () => {
    if (save.isPending) return;
    const check = checkStep(step, draft, photos, dating);
    if (!check.ok) {
      setFlagged(check.errors);
      setServerErrors({});
      setBanner({ text: isLast ? M.submitIncomplete : M.stepIncomplete, checked: true });
      return;
    }
    clearErrors();
    setBanner(null);
    save.mutate(
      { step, body: check.body },
      {
        onSuccess: (response) => {
          if (response.onboardingCompleted) navigate(paths.app.feed, { replace: true });
          else if (isLast) setBanner({ text: M.submitIncomplete, checked: false });
          else goTo(step + 1);
        },
        onError: failSave,
      },
    );
  };

  return { user, step, draft, errors, banner: shownBanner, saving: save.isPending, isLast, update, next, goTo };
}
