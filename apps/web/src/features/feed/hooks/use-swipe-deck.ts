import { type FeedCard, MESSAGES, type SwipeAction, type SwipeResult } from "@devmatch/shared";
import { useIsMutating, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { prefersReducedMotion } from "../../../components/ui/motion.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { feedQueryKey } from "../../../lib/query-keys.ts";
import { useSessionUser } from "../../../lib/session-user.ts";
import { usePlans } from "../../../lib/use-plans.ts";
import { type LikeDetails, swipeMutationKey, useSwipe } from "../api/swipe.ts";
import { useUndoSwipe } from "../api/undo-swipe.ts";
import { isGone, swipeFailureMessage } from "../lib/swipe-failure.ts";
import { type DeckNotice, needsPlan, undoFailureNotice } from "../lib/undo-failure.ts";
import { type Limit, limitNotice } from "../lib/upsell.ts";
import { useDeckCards } from "./use-deck-cards.ts";

/** A card on its way out, drawn above the deck while it flies off. */
export interface Flight {
  key: number;
  card: FeedCard;
  action: SwipeAction;
  dx: number;
  width: number;
}

const SPOKEN: Record<SwipeAction, string> = { like: "Liked", pass: "Passed on", superlike: "Super liked" };

/**
 * The swipe deck's behaviour: optimistic swipes that roll back on failure, the match result, undo, and the
 * messages the screen shows and announces.
 */
export function useSwipeDeck() {
  const queryClient = useQueryClient();
  const deck = useDeckCards();
  const [notice, setNotice] = useState<DeckNotice | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [match, setMatch] = useState<SwipeResult | null>(null);
  /** A like whose comment screening asked "Are you sure?" about: the card is back, the comment waits. */
  const [unsure, setUnsure] = useState<{ message: string; comment: string; action: SwipeAction } | null>(null);
  const [hasSwiped, setHasSwiped] = useState(false);
  const [flights, setFlights] = useState<Flight[]>([]);
  const flightCount = useRef(0);
  const { data: me } = useSessionUser();
  const plans = usePlans();
  const offerFor = (limit: Limit) => limitNotice(limit, me?.membershipType ?? "free", plans.data?.mode ?? "tiered");

  const swipeMutation = useSwipe({
    onSwiped: (result) => {
      if (result.matchId && result.matchedWith) setMatch(result);
    },
    onFailed: (error, { card, action, comment }) => {
      if (!isGone(error)) deck.restore(card);
      if (isApiError(error, "CONFIRMATION_REQUIRED") && comment) {
        setUnsure({ message: error.body.message ?? MESSAGES.chat.areYouSure, comment, action });
        return;
      }
      const limitReached = isApiError(error, "SWIPE_LIMIT") && action !== "pass";
      setNotice(limitReached ? offerFor(action) : { text: swipeFailureMessage(error) });
    },
  });
  const swipesInFlight = useIsMutating({ mutationKey: swipeMutationKey }) > 0;
  const undoMutation = useUndoSwipe();

  /** A like or super like the member has none left of: offered the plan that gives more, and the card stays. */
  const spent = (action: SwipeAction) => {
    const allowance = deck.allowance;
    if (!allowance || action === "pass") return false;
    return action === "superlike" ? allowance.superLikesLeft <= 0 : allowance.swipesLeft === 0;
  };

  const swipe = (action: SwipeAction, from = { dx: 0, width: 0 }, details: LikeDetails = {}) => {
    const card = deck.cards[0];
    if (!card) return;
    if (action !== "pass" && spent(action)) {
      setNotice(offerFor(action));
      return;
    }
    deck.remove(card._id);
    setNotice(null);
    setHasSwiped(true);
    setAnnouncement(`${SPOKEN[action]} ${card.firstName}`);
    if (!prefersReducedMotion()) {
      flightCount.current += 1;
      const flight = { key: flightCount.current, card, action, ...from };
      setFlights((current) => [...current, flight]);
    }
    swipeMutation.mutate({ card, action, ...details });
  };

  const undo = () => {
    if (deck.allowance && !deck.allowance.canUndo) {
      setNotice(offerFor("undo"));
      return;
    }
    setNotice(null);
    undoMutation.mutate(undefined, {
      onSuccess: ({ card }) => {
        deck.restore(card);
        setHasSwiped(false);
        setAnnouncement(`${card.firstName} is back on top`);
      },
      onError: (error) => setNotice(needsPlan(error) ? offerFor("undo") : undoFailureNotice(error)),
    });
  };

  return {
    feed: deck.feed,
    cards: deck.cards,
    allowance: deck.allowance,
    swipe,
    undo: { run: undo, visible: hasSwiped, busy: undoMutation.isPending || swipesInFlight },
    refresh: () => queryClient.resetQueries({ queryKey: feedQueryKey, exact: true }),
    notice,
    announcement,
    unsure,
    clearUnsure: () => setUnsure(null),
    match,
    closeMatch: () => setMatch(null),
    flights,
    land: (key: number) => setFlights((current) => current.filter((flight) => flight.key !== key)),
  };
}
