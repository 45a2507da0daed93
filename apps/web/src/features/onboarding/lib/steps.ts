import { ONBOARDING_STEP_COUNT } from "@devmatch/shared";

export const LAST_STEP = ONBOARDING_STEP_COUNT - 1;

const clampStep = (step: number) => Math.min(LAST_STEP, Math.max(0, Math.trunc(step)));

/** The spec's order: the step handed over by the previous screen, else the saved step, else the first. */
export function startingStep(navigationState: unknown, savedStep: number | undefined): number {
  const handedOver = (navigationState as { currentStep?: unknown } | null)?.currentStep;
  if (typeof handedOver === "number" && Number.isFinite(handedOver)) return clampStep(handedOver);
  if (typeof savedStep === "number" && Number.isFinite(savedStep)) return clampStep(savedStep);
  return 0;
}
