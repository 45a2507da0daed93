import { ChevronRight, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";

export function PreferencesLink() {
  return (
    <Link
      to={paths.app.preferences}
      className="flex min-h-11 items-center gap-3 rounded-card border border-line bg-surface p-4 transition hover:border-brand-purple sm:p-6"
    >
      <SlidersHorizontal aria-hidden className="size-5 shrink-0 text-brand-purple" />
      <span className="flex flex-1 flex-col">
        <span className="font-semibold">Matching preferences</span>
        <span className="text-sm text-ink-muted">Age range, distance and who you'd like to meet</span>
      </span>
      <ChevronRight aria-hidden className="size-5 text-ink-faint" />
    </Link>
  );
}
