import type { Compatibility, CompatibilityCriterion } from "@devmatch/shared";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";
import { CRITERION_LABELS, sharedSkillsSummary } from "../lib/card-format.ts";

/**
 * 'Why this match': the points behind the badge, one line per criterion that applied; the skills line says how many
 * skills are shared and how many of those the member's GitHub code shows (they count double).
 */
export function MatchBreakdown({
  compatibility,
  open,
  onOpenChange,
  sharedSkills = [],
  verifiedSkills = [],
}: {
  compatibility: Compatibility;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sharedSkills?: string[];
  verifiedSkills?: string[];
}) {
  const panelId = useId();
  const entries = Object.entries(compatibility.breakdown) as [
    CompatibilityCriterion,
    { points: number; max: number },
  ][];
  if (entries.length === 0) return null;
  return (
    <div className="rounded-xl border border-line bg-surface-raised">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-3 text-sm font-semibold"
      >
        Why this match
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <dl id={panelId} hidden={!open} className="flex flex-col gap-1 px-3 pb-3 text-sm">
        {entries.map(([criterion, { points, max }]) => (
          <div key={criterion} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-ink-muted">{CRITERION_LABELS[criterion]}</dt>
            <dd className="font-mono tabular-nums">
              {points}/{max}
            </dd>
            {criterion === "skills" ? (
              <dd className="basis-full text-xs text-ink-faint">{sharedSkillsSummary(sharedSkills, verifiedSkills)}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
