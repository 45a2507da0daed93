import { compatibilityBand } from "@devmatch/shared";
import { cn } from "../../../lib/cn.ts";

// Dark text on every band keeps WCAG AA contrast on the lighter fills.
const BAND_CLASSES = {
  green: "bg-success",
  blue: "bg-brand-blue",
  yellow: "bg-warning",
  red: "bg-danger",
} as const;

export function MatchBadge({ score }: { score: number }) {
  const band = compatibilityBand(score);
  return (
    <span
      data-band={band}
      className={cn("rounded-full px-3 py-1 text-sm font-bold text-canvas shadow-md", BAND_CLASSES[band])}
    >
      {score}% match
    </span>
  );
}
