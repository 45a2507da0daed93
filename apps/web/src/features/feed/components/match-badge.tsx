import { compatibilityBand } from "@devmatch/shared";
import { cn } from "../../../lib/cn.ts";

// Dark text on every band keeps WCAG AA contrast on the lighter fills.
const BAND_CLASSES = {
  green: "bg-success",
  blue: "bg-brand-blue",
  yellow: "bg-warning",
  red: "bg-danger",
} as const;

/** The score on the card; with `onExplain` it is a button that opens "Why this match" in one tap. */
export function MatchBadge({ score, onExplain }: { score: number; onExplain?: () => void }) {
  const band = compatibilityBand(score);
  const look = cn("rounded-full px-3 py-1 text-sm font-bold text-canvas shadow-md", BAND_CLASSES[band]);
  if (!onExplain) {
    return (
      <span data-band={band} className={look}>
        {score}% match
      </span>
    );
  }
  return (
    <button type="button" data-band={band} onClick={onExplain} className={cn(look, "min-h-8 hover:brightness-110")}>
      {score}% match
      <span className="sr-only">: why this match</span>
    </button>
  );
}
