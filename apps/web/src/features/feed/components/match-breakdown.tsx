import type { Compatibility, CompatibilityCriterion, FeedCard } from "@devmatch/shared";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";
import { bothWaysReasons } from "../lib/both-ways.ts";
import { CRITERION_LABELS, sharedSkillsSummary } from "../lib/card-format.ts";

/**
 * 'Why this match': both sides in words (with `bothWays`, a deck card), then the points behind the badge, one line
 * per criterion that applied; the skills line says how many skills are shared and how many of those the member's
 * GitHub code shows (they count double).
 */
export function MatchBreakdown({
  compatibility,
  open,
  onOpenChange,
  sharedSkills = [],
  verifiedSkills = [],
  bothWays,
}: {
  compatibility: Compatibility;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sharedSkills?: string[];
  verifiedSkills?: string[];
  bothWays?: FeedCard;
}) {
  const reasons = bothWays ? bothWaysReasons(bothWays) : null;
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
      <div id={panelId} hidden={!open} className="flex flex-col gap-2 px-3 pb-3 text-sm">
        {reasons && bothWays ? (
          <div className="flex flex-col gap-1">
            <p className="font-medium text-ink">{reasons.summary}</p>
            {reasons.details.length > 0 ? (
              <ul className="list-disc pl-5 text-xs text-ink-muted">
                {reasons.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
            <p className="text-xs text-ink-faint">
              From {bothWays.firstName}'s side: {bothWays.theirCompatibility.score}% match
            </p>
          </div>
        ) : null}
        <dl className="flex flex-col gap-1">
          {entries.map(([criterion, { points, max }]) => (
            <div key={criterion} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-ink-muted">{CRITERION_LABELS[criterion]}</dt>
              <dd className="font-mono tabular-nums">
                {points}/{max}
              </dd>
              {criterion === "skills" ? (
                <dd className="basis-full text-xs text-ink-faint">
                  {sharedSkillsSummary(sharedSkills, verifiedSkills)}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
