import type { ModerationFigures } from "@devmatch/shared";
import { ACTION_LABELS } from "./labels.ts";

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col rounded-xl border border-line bg-surface p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** What waits now, and the last 7 days' pace and actions. */
export function Figures({ figures }: { figures: ModerationFigures }) {
  const actions = Object.entries(figures.actionsByKind)
    .map(([kind, count]) => `${ACTION_LABELS[kind] ?? kind}: ${count}`)
    .join(" · ");
  return (
    <section aria-labelledby="figures-heading" className="flex flex-col gap-2">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Open reports" value={figures.openReports} />
        <Figure
          label="Median time to action (7 days)"
          value={figures.medianHoursToAction === null ? "—" : `${figures.medianHoursToAction} h`}
        />
        <Figure label="Automatic hides (7 days)" value={figures.autoHides} />
        <Figure label="Appeals open / answered" value={`${figures.appeals.open} / ${figures.appeals.answered}`} />
      </dl>
      <p className="text-xs text-ink-muted">Actions in the last 7 days: {actions || "none yet"}</p>
    </section>
  );
}
