import type { FeedCard } from "@devmatch/shared";
import { useEffect, useMemo, useState } from "react";
import { useFeed } from "../api/get-feed.ts";
import { deckCards, PREFETCH_BELOW } from "../lib/deck.ts";

/** The fetched pages as a deck: swiped cards leave at once, put-back cards return on top, more load in time. */
export function useDeckCards() {
  const feed = useFeed();
  const [swiped, setSwiped] = useState<ReadonlySet<string>>(() => new Set());
  const [putBack, setPutBack] = useState<FeedCard[]>([]);
  const pages = feed.data?.pages;
  const cards = useMemo(() => deckCards(pages ?? [], putBack, swiped), [pages, putBack, swiped]);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const runningLow = cards.length < PREFETCH_BELOW;
  useEffect(() => {
    if (runningLow && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [runningLow, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const remove = (id: string) => setSwiped((current) => new Set(current).add(id));
  const restore = (card: FeedCard) => {
    setSwiped((current) => {
      const next = new Set(current);
      next.delete(card._id);
      return next;
    });
    setPutBack((current) => [card, ...current.filter((item) => item._id !== card._id)]);
  };

  return { feed, cards, allowance: pages?.at(-1)?.allowance ?? null, remove, restore };
}
