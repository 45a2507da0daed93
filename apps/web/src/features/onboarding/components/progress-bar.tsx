import { ONBOARDING_STEP_COUNT } from "@devmatch/shared";

export function ProgressBar({ step }: { step: number }) {
  const position = step + 1;
  const percent = Math.round((position / ONBOARDING_STEP_COUNT) * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex justify-between text-sm text-ink-muted">
        <span>
          Step {position} of {ONBOARDING_STEP_COUNT}
        </span>
        <span aria-hidden>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={position}
        aria-valuetext={`Step ${position} of ${ONBOARDING_STEP_COUNT}`}
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
