import { PROFILE_LIMITS } from "@devmatch/shared";
import { PROFILE_FIELDS as F, labelOf } from "../../../../components/profile-fields/profile-fields.ts";
import { TagInput } from "./tag-input.tsx";

interface InterestsInputProps {
  value: string[];
  onChange: (interests: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The optional interests, as onboarding and My Profile both ask for them. */
export function InterestsInput({ value, onChange, error, disabled }: InterestsInputProps) {
  return (
    <TagInput
      label={labelOf(F.interests, { markOptional: true })}
      itemName="interest"
      value={value}
      onChange={onChange}
      max={F.interests.max}
      maxLength={PROFILE_LIMITS.skillMaxLength}
      placeholder="e.g. Climbing, chess, open source"
      error={error}
      disabled={disabled}
    />
  );
}
