import { EducationInputs } from "../../../../components/education/education-fields.tsx";
import type { StepProps } from "./step-props.ts";

export function EducationStep({ draft, update, errors, disabled }: StepProps) {
  const { education } = draft;
  const setEducation = (patch: Partial<typeof education>) => update({ education: patch });
  return <EducationInputs education={education} onChange={setEducation} errors={errors} disabled={disabled} />;
}
