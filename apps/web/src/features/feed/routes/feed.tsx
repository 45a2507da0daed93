import type { QueryClient } from "@tanstack/react-query";
import { useSessionUser } from "../../../lib/session-user.ts";
import { ProfileCompletionForm } from "../../profile-completion/index.ts";
import { feedQueryOptions } from "../api/get-feed.ts";
import { firstPhotoUrl } from "../components/card-photo.tsx";
import { FeedDeck } from "../components/feed-deck.tsx";

export function FeedRoute() {
  const { data: user } = useSessionUser();
  // The feed needs these answers before it can rank anyone.
  if (user && !user.profileComplete) return <ProfileCompletionForm />;
  // Ranking is personal: wait for the member before asking for their feed.
  if (!user) return null;
  return <FeedDeck />;
}

/**
 * The deck's first page, asked for before the first render of a page opened on the feed, and the top card's
 * photo as soon as that page is in: it downloads while the screens' code is still starting.
 */
export async function prefetchFeed(client: QueryClient) {
  await client.prefetchInfiniteQuery(feedQueryOptions());
  const topCard = client.getQueryData(feedQueryOptions().queryKey)?.pages[0]?.data[0];
  const photo = topCard ? firstPhotoUrl(topCard) : undefined;
  if (!photo) return;
  const preload = document.createElement("link");
  for (const [name, value] of Object.entries({ rel: "preload", as: "image", href: photo, fetchpriority: "high" })) {
    preload.setAttribute(name, value);
  }
  document.head.append(preload);
}
