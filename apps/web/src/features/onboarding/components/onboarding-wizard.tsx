import { ONBOARDING_STEP_TITLES, paths, type SessionUser } from "@devmatch/shared";
import { useId } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { useOnboardingWizard } from "../hooks/use-onboarding-wizard.ts";
import { useStepTransition } from "../hooks/use-step-transition.ts";
import { ProgressBar } from "./progress-bar.tsx";
import { StepContent } from "./step-content.tsx";
import { StepTabs } from "./step-tabs.tsx";
import { WizardNav } from "./wizard-nav.tsx";

export interface OnboardingWizardProps {
  initialStep: number;
  /** The member as loaded when the wizard opened; saved answers pre-fill the steps. */
  initialUser: SessionUser | undefined;
}

export function OnboardingWizard({ initialStep, initialUser }: OnboardingWizardProps) {
  const wizard = useOnboardingWizard(initialStep, initialUser);
  const { user } = wizard;
  const { panelRef, headingRef } = useStepTransition(wizard.step);
  const titleId = useId();

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-3">
        <Logo to={paths.home} />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome{user?.firstName ? `, ${user.firstName}` : ""}! Let's set up your profile
        </h1>
        <p className="text-ink-muted">Eight short steps. Your answers are saved as you go.</p>
      </header>
      <section className="flex flex-col gap-5 rounded-card border border-line bg-surface/90 p-4 shadow-2xl shadow-black/40 sm:p-8">
        <StepTabs
          current={wizard.step}
          savedUpTo={user?.onboardingStep ?? 0}
          onSelect={wizard.goTo}
          disabled={wizard.saving}
        />
        {/* Steps are saved in order, so those before the furthest one reached are the ones done. */}
        <ProgressBar step={wizard.step} completed={Math.max(wizard.step, user?.onboardingStep ?? 0)} />
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            wizard.next();
          }}
          className="flex flex-col gap-5"
        >
          {wizard.banner ? <Alert tone="error">{wizard.banner}</Alert> : null}
          <div ref={panelRef} className="flex flex-col gap-5">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
              {ONBOARDING_STEP_TITLES[wizard.step]}
            </h2>
            <StepContent
              step={wizard.step}
              draft={wizard.draft}
              update={wizard.update}
              errors={wizard.errors}
              user={user}
              disabled={wizard.saving}
            />
          </div>
          <WizardNav
            step={wizard.step}
            isLast={wizard.isLast}
            saving={wizard.saving}
            onPrevious={() => wizard.goTo(wizard.step - 1)}
          />
        </form>
      </section>
    </main>
  );
}
