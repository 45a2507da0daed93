import { PROFILE_LIMITS, SUGGESTED_SKILLS } from "@devmatch/shared";
import { useId } from "react";
import { SkillPicker } from "../../../../components/skills/skill-picker.tsx";
import { SkillQuickPicks } from "../../../../components/skills/skill-quick-picks.tsx";
import { PromptsEditor, VoicePromptRecorder } from "../../../starters/index.ts";
import { InterestsInput } from "../fields/interests-input.tsx";
import type { StepProps } from "./step-props.ts";

const firstErrorUnder = (errors: StepProps["errors"], key: string) =>
  Object.entries(errors).find(([path]) => path === key || path.startsWith(`${key}.`))?.[1];

export function SkillsStep({ draft, update, errors, disabled, user }: StepProps) {
  const promptsId = useId();
  const voiceId = useId();
  const max = PROFILE_LIMITS.skillsMax;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <SkillPicker
          label="Skills"
          value={draft.skills}
          onChange={(skills) => update({ skills })}
          max={max}
          hint={`Pick ${PROFILE_LIMITS.skillsMin} to ${max}.`}
          error={firstErrorUnder(errors, "skills")}
          disabled={disabled}
        />
        <p aria-live="polite" className="text-sm font-medium text-ink">
          Selected: {draft.skills.length}/{max} skills
        </p>
      </div>
      <SkillQuickPicks
        title="Suggested skills"
        skills={SUGGESTED_SKILLS}
        selected={draft.skills}
        max={max}
        mode="toggle"
        onChange={(skills) => update({ skills })}
        disabled={disabled}
      />
      <InterestsInput
        value={draft.interests}
        onChange={(interests) => update({ interests })}
        error={firstErrorUnder(errors, "interests")}
        disabled={disabled}
      />
      {/* Optional, and part of this step rather than a ninth: each answer is saved as it is added. */}
      <section aria-labelledby={promptsId} className="flex flex-col gap-3 border-t border-line pt-5">
        <h3 id={promptsId} className="text-lg font-semibold">
          Prompts <span className="text-sm font-normal text-ink-muted">(optional)</span>
        </h3>
        <PromptsEditor answers={user?.prompts ?? []} />
      </section>
      <section aria-labelledby={voiceId} className="flex flex-col gap-3 border-t border-line pt-5">
        <h3 id={voiceId} className="text-lg font-semibold">
          Voice prompt <span className="text-sm font-normal text-ink-muted">(optional)</span>
        </h3>
        <VoicePromptRecorder voice={user?.voicePrompt ?? null} firstName={user?.firstName ?? "Your"} />
      </section>
    </div>
  );
}
