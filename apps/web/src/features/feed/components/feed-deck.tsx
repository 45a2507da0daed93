import { useState } from "react";
import { useSessionUser } from "../../../lib/session-user.ts";
import { MatchMoment } from "../../match-moment/index.ts";
import { LikeCommentDialog, type LikeIntent } from "../../starters/index.ts";
import { isProfileIncomplete } from "../api/get-feed.ts";
import { useSwipeDeck } from "../hooks/use-swipe-deck.ts";
import { useSwipeKeys } from "../hooks/use-swipe-keys.ts";
import { CardStack } from "./card-stack.tsx";
import { DeckNotice } from "./deck-notice.tsx";
import { DeckSkeleton } from "./deck-skeleton.tsx";
import { DeckTopBar } from "./deck-top-bar.tsx";
import { EmptyDeck } from "./empty-deck.tsx";
import { FeedLoadError, ProfileIncompleteNotice } from "./feed-load-error.tsx";
import { FlyingCard } from "./flying-card.tsx";
import { FullProfileDialog } from "./full-profile-dialog.tsx";
import { PausedNotice } from "./paused-notice.tsx";
import { allowanceResetTime, SwipeControls } from "./swipe-controls.tsx";

// Fills the screen between the 4rem navbar (and its 1px border) and, on a phone, the 4rem tab bar with the
// home-indicator inset below it, so the swipe buttons are never under the tab bar.
const screen =
  "mx-auto flex h-[calc(100dvh-8rem-1px-env(safe-area-inset-bottom))] max-h-[56rem] w-full max-w-md flex-col gap-3 px-4 pt-3 pb-4 md:h-[calc(100dvh-4rem-1px)]";

export function FeedDeck() {
  const deck = useSwipeDeck();
  const { data: me } = useSessionUser();
  const superLikeLimit =
    deck.allowance && deck.allowance.superLikesLeft <= 0
      ? `No super likes left today — resets at ${allowanceResetTime()}`
      : null;
  const { feed, cards } = deck;
  const [profileOpen, setProfileOpen] = useState(false);
  const [liking, setLiking] = useState<LikeIntent | null>(null);
  // The like being sent, kept so a comment screening asks about can be edited or sent anyway.
  const [sending, setSending] = useState<LikeIntent | null>(null);
  useSwipeKeys(deck.swipe, cards.length > 0 && deck.match === null && !profileOpen && liking === null);

  if (feed.isPending) {
    return (
      <div className={screen}>
        <DeckSkeleton />
      </div>
    );
  }
  if (!feed.data) {
    if (isProfileIncomplete(feed.error)) return <ProfileIncompleteNotice />;
    return <FeedLoadError onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }

  const waitingForMore = cards.length === 0 && feed.hasNextPage && !feed.isFetchNextPageError;
  return (
    <div className={screen}>
      <h1 className="sr-only">Discover developers</h1>
      {me?.isPaused ? <PausedNotice /> : null}
      <DeckTopBar allowance={deck.allowance} undo={deck.undo} />
      {deck.notice ? <DeckNotice notice={deck.notice} /> : null}
      <div className="relative min-h-0 flex-1">
        {cards.length > 0 ? (
          <CardStack cards={cards} onSwipe={deck.swipe} onOpenProfile={() => setProfileOpen(true)} onLike={setLiking} />
        ) : waitingForMore ? (
          <DeckSkeleton />
        ) : feed.isFetchNextPageError ? (
          <FeedLoadError onRetry={() => void feed.fetchNextPage()} retrying={feed.isFetchingNextPage} />
        ) : (
          <EmptyDeck onRefresh={() => void deck.refresh()} refreshing={feed.isFetching} />
        )}
        {deck.flights.map((flight) => (
          <FlyingCard key={flight.key} flight={flight} onLanded={() => deck.land(flight.key)} />
        ))}
      </div>
      {cards.length > 0 ? <SwipeControls onSwipe={deck.swipe} superLikeLimit={superLikeLimit} /> : null}
      <p aria-live="polite" className="sr-only">
        {deck.announcement}
      </p>
      {cards[0] ? (
        <FullProfileDialog
          card={cards[0]}
          open={profileOpen}
          onOpenChange={setProfileOpen}
          onSwipe={deck.swipe}
          superLikeLimit={superLikeLimit}
        />
      ) : null}
      <LikeCommentDialog
        intent={liking ?? (deck.unsure ? sending : null)}
        unsure={liking ? null : deck.unsure}
        onOpenChange={(open) => {
          if (open) return;
          setLiking(null);
          deck.clearUnsure();
        }}
        canSuperLike={(deck.allowance?.superLikesLeft ?? 0) > 0}
        onSend={({ action, on, comment, confirmed }) => {
          setSending(liking ?? sending);
          setLiking(null);
          deck.clearUnsure();
          deck.swipe(action, undefined, { on, comment, confirmed });
        }}
      />
      <MatchMoment
        match={
          deck.match?.matchedWith
            ? { partner: deck.match.matchedWith, mode: "date", mutualInterests: deck.match.mutualInterests }
            : null
        }
        onClose={deck.closeMatch}
      />
    </div>
  );
}
