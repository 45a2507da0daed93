import { ONBOARDING_STEP_COUNT } from "@devmatch/shared";

/**
 * Where the member is (Step 3 of 8) and how much is done: the bar counts completed steps, so it reads 0 % before
 * anything is filled in and 100 % only once the last step is done.
 */
export function ProgressBar({ step, completed }: { step: number; completed: number }) {
  const position = step + 1;
  const done = Math.min(Math.max(completed, 0), ONBOARDING_STEP_COUNT);
  const percent = Math.round((done / ONBOARDING_STEP_COUNT) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm text-ink-muted">
        <span>
          Step {position} of {ONBOARDING_STEP_COUNT}
        </span>
        <span aria-hidden>{percent}% done</span>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${ONBOARDING_STEP_COUNT} steps done`}
        className="h-2 overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className="h-full rounded-full bg-brand-gradient transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
