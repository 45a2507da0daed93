import type { ComponentType } from "react";
import { BasicInfoStep } from "./steps/basic-info-step.tsx";
import { EducationStep } from "./steps/education-step.tsx";
import { LocationStep } from "./steps/location-step.tsx";
import { PhotosStep } from "./steps/photos-step.tsx";
import { PreferencesStep } from "./steps/preferences-step.tsx";
import { ProfessionalStep } from "./steps/professional-step.tsx";
import { SkillsStep } from "./steps/skills-step.tsx";
import { SocialLinksStep } from "./steps/social-links-step.tsx";
import type { StepProps } from "./steps/step-props.ts";

/** The step components in wizard order (index = step index the server uses). */
const STEPS: ComponentType<StepProps>[] = [
  BasicInfoStep,
  LocationStep,
  ProfessionalStep,
  EducationStep,
  PhotosStep,
  SocialLinksStep,
  SkillsStep,
  PreferencesStep,
];

export function StepContent({ step, ...props }: StepProps & { step: number }) {
  const Step = STEPS[step] ?? BasicInfoStep;
  return <Step {...props} />;
}
