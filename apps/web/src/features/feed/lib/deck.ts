import type { FeedCard, FeedPage } from "@devmatch/shared";

/** The deck fetches more once fewer cards than this are left. */
export const PREFETCH_BELOW = 5;
/** Cards drawn under the top one, for the stacked look. */
export const STACK_DEPTH = 2;

/**
 * The cards still to swipe, top first: cards put back (undo, failed swipe) above the fetched pages, each member
 * once, minus everyone already swiped.
 */
export function deckCards(pages: FeedPage[], putBack: FeedCard[], swiped: ReadonlySet<string>): FeedCard[] {
  const seen = new Set<string>();
  const cards: FeedCard[] = [];
  for (const card of [...putBack, ...pages.flatMap((page) => page.data)]) {
    if (seen.has(card._id) || swiped.has(card._id)) continue;
    seen.add(card._id);
    cards.push(card);
  }
  return cards;
}
