import type { FeedCard, SwipeAction } from "@devmatch/shared";
import { useFirstScreenShown } from "../../../lib/first-screen.ts";
import type { LikeIntent } from "../../starters/index.ts";
import { STACK_DEPTH } from "../lib/deck.ts";
import { CardPhoto } from "./card-photo.tsx";
import { SwipeableCard, type SwipeOrigin } from "./swipeable-card.tsx";

/** The top card, with the next few peeking out beneath it. */
export function CardStack({
  cards,
  onSwipe,
  onOpenProfile,
  onLike,
}: {
  cards: FeedCard[];
  onSwipe: (action: SwipeAction, origin: SwipeOrigin) => void;
  onOpenProfile?: () => void;
  onLike?: (intent: LikeIntent) => void;
}) {
  const [top, ...rest] = cards;
  const behind = rest.slice(0, STACK_DEPTH);
  // The photos beneath are hidden by the top card until it goes: they load once it has shown, not beside it.
  const firstScreenShown = useFirstScreenShown();
  return (
    <>
      {behind
        .map((card, index) => (
          <div
            key={card._id}
            aria-hidden
            inert
            style={{ transform: `translateY(${(index + 1) * 10}px) scale(${1 - (index + 1) * 0.04})` }}
            className="absolute inset-0 overflow-hidden rounded-card border border-line bg-surface"
          >
            <div className="h-[55%]">
              {firstScreenShown ? (
                <CardPhoto card={card} fetchPriority="low" />
              ) : (
                <div className="size-full bg-surface-raised" />
              )}
            </div>
          </div>
        ))
        .reverse()}
      {top ? (
        <SwipeableCard key={top._id} card={top} onSwipe={onSwipe} onOpenProfile={onOpenProfile} onLike={onLike} />
      ) : null}
    </>
  );
}
