import type { QueryClient } from "@tanstack/react-query";
import { useSessionUser } from "../../../lib/session-user.ts";
import { ProfileCompletionForm } from "../../profile-completion/index.ts";
import { feedQueryOptions } from "../api/get-feed.ts";
import { FeedDeck } from "../components/feed-deck.tsx";

export function FeedRoute() {
  const { data: user } = useSessionUser();
  // The feed needs these answers before it can rank anyone.
  if (user && !user.profileComplete) return <ProfileCompletionForm />;
  // Ranking is personal: wait for the member before asking for their feed.
  if (!user) return null;
  return <FeedDeck />;
}

/** The deck's first page, asked for before the first render of a page opened on the feed. */
export function prefetchFeed(client: QueryClient) {
  return client.prefetchInfiniteQuery(feedQueryOptions());
}
