import { RefreshCw, SearchX } from "lucide-react";
import { paths } from "../../../app/paths.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";

export function EmptyDeck({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <section
      aria-labelledby="empty-deck-title"
      className="flex h-full flex-col items-center justify-center gap-4 rounded-card border border-line bg-surface p-6 text-center"
    >
      <SearchX aria-hidden className="size-12 text-ink-faint" />
      <h2 id="empty-deck-title" className="text-xl font-bold">
        No more matches found
      </h2>
      <p className="text-ink-muted">You've seen everyone for now. Widen your preferences or check back later.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.app.preferences}>Adjust Preferences</ButtonLink>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className="size-4" />
          Refresh
        </Button>
      </div>
    </section>
  );
}
