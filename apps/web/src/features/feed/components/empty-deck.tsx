import { type DeckWidening, paths, pluralize, type WideningOption } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, SearchX } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { feedQueryKey } from "../../../lib/query-keys.ts";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useUpdatePreferences } from "../../preferences/index.ts";
import { deckWideningQueryKey, useDeckWidening } from "../api/get-deck-widening.ts";

/** Distance is promised only to a member with a position; without one it does not limit who they see. */
const why = (widening: DeckWidening, positioned: boolean) =>
  positioned
    ? `You've seen everyone within ${widening.distance} km aged ${widening.ageRange.min}–${widening.ageRange.max} who matches your preferences.`
    : `You've seen everyone aged ${widening.ageRange.min}–${widening.ageRange.max} who matches your preferences.`;

const offerLabel = (option: WideningOption) =>
  option.kind === "distance"
    ? `Widen to ${option.distance} km`
    : `Widen ages to ${option.ageRange.min}–${option.ageRange.max}`;

/** The deck ran out: why, and one tap to widen distance or age, each saying how many more members it brings. */
export function EmptyDeck({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const queryClient = useQueryClient();
  const widening = useDeckWidening();
  const { data: me } = useSessionUser();
  const update = useUpdatePreferences();

  const widen = (option: WideningOption) => {
    if (!me) return;
    update.mutate(
      { ...me.preferences, distance: option.distance, ageRange: option.ageRange },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: deckWideningQueryKey, exact: true });
          void queryClient.resetQueries({ queryKey: feedQueryKey, exact: true });
        },
      },
    );
  };

  const positioned = me?.location.hasCoordinates === true;
  const options = (widening.data?.options ?? []).filter((option) => positioned || option.kind !== "distance");
  return (
    <section
      aria-labelledby="empty-deck-title"
      className="flex h-full flex-col items-center justify-center gap-4 overflow-y-auto rounded-card border border-line bg-surface p-6 text-center"
    >
      <SearchX aria-hidden className="size-12 text-ink-faint" />
      <h2 id="empty-deck-title" className="text-xl font-bold">
        No more matches found
      </h2>
      <p className="text-ink-muted">
        {widening.data ? why(widening.data, positioned) : "You've seen everyone for now."} Widen your search or check
        back later.
      </p>
      {update.isError ? <Alert tone="error">We couldn't change your preferences. Please try again.</Alert> : null}
      {options.length > 0 ? (
        <ul aria-label="Widen your search" className="flex w-full max-w-xs flex-col gap-2">
          {options.map((option) => (
            <li key={option.kind}>
              <Button className="w-full" onClick={() => widen(option)} disabled={update.isPending || option.more === 0}>
                {offerLabel(option)}{" "}
                <span className="font-normal opacity-90">
                  · {option.more === 0 ? "no one new yet" : `${pluralize(option.more, "more member")}`}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.app.preferences} variant="secondary">
          Adjust Preferences
        </ButtonLink>
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden className="size-4" />
          Refresh
        </Button>
      </div>
    </section>
  );
}
