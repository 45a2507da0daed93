import { skillKey, skillOption } from "@devmatch/shared";
import { Check, Plus } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { SkillDot } from "./skill-chip.tsx";

export interface SkillQuickPicksProps {
  title: string;
  skills: readonly string[];
  selected: string[];
  max: number;
  /** "toggle" chips add and remove (pressed when selected); "add" chips only add. */
  mode: "toggle" | "add";
  onChange: (skills: string[]) => void;
  disabled?: boolean;
}

/** One-click skill chips; a chip never adds a duplicate or goes past the maximum. */
export function SkillQuickPicks({ title, skills, selected, max, mode, onChange, disabled }: SkillQuickPicksProps) {
  const keys = new Set(selected.map(skillKey));
  const full = selected.length >= max;
  const pick = (skill: string) => {
    const isSelected = keys.has(skillKey(skill));
    if (isSelected && mode === "toggle") onChange(selected.filter((item) => skillKey(item) !== skillKey(skill)));
    else if (!isSelected && !full) onChange([...selected, skill]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-muted">{title}</legend>
      <div className="flex flex-wrap gap-2">
        {skills.map((skill) => {
          const isSelected = keys.has(skillKey(skill));
          const unavailable = mode === "toggle" ? full && !isSelected : isSelected || full;
          const Icon = isSelected ? Check : Plus;
          return (
            <button
              key={skill}
              type="button"
              aria-pressed={mode === "toggle" ? isSelected : undefined}
              aria-label={mode === "add" ? `Add ${skill}` : undefined}
              disabled={disabled || unavailable}
              onClick={() => pick(skill)}
              className={cn(
                "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition",
                "disabled:cursor-not-allowed disabled:opacity-50",
                isSelected
                  ? "border-brand-purple bg-brand-purple/20 text-ink"
                  : "border-line bg-surface-raised text-ink-muted hover:text-ink",
              )}
            >
              <SkillDot color={skillOption(skill).color} />
              {skill}
              <Icon aria-hidden className="size-3.5" />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
