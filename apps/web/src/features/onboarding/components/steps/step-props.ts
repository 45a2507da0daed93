import type { SessionUser } from "@devmatch/shared";
import type { DraftPatch, OnboardingDraft } from "../../lib/draft.ts";
import type { FieldErrors } from "../../lib/step-body.ts";

export interface StepProps {
  draft: OnboardingDraft;
  update: (patch: DraftPatch) => void;
  errors: FieldErrors;
  /** The signed-in member as last saved. */
  user: SessionUser | undefined;
  disabled: boolean;
}
