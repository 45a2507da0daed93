import { firstPhotoUrl } from "@devmatch/shared";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { lazyComponent } from "../../../lib/lazy-component.ts";
import { sessionUserQueryOptions, useSessionUser } from "../../../lib/session-user.ts";
import { plansQueryOptions } from "../../../lib/use-plans.ts";
import { receivedRequestsQueryOptions } from "../../requests/index.ts";
import { feedQueryOptions } from "../api/get-feed.ts";
import { FeedDeck } from "../components/feed-deck.tsx";

// Only a member whose profile lacks answers sees it: the deck's first paint does not wait for its code.
const ProfileCompletionForm = lazyComponent(
  () => import("../../profile-completion/index.ts"),
  (module) => module.ProfileCompletionForm,
);

export function FeedRoute() {
  const { data: user } = useSessionUser();
  // The feed needs these answers before it can rank anyone.
  if (user && !user.profileComplete) {
    return (
      <Suspense fallback={<Spinner label="Loading your profile…" className="m-6" />}>
        <ProfileCompletionForm />
      </Suspense>
    );
  }
  // Ranking is personal: wait for the member before asking for their feed.
  if (!user) return null;
  return <FeedDeck />;
}

/**
 * The deck's first page and what its top bar draws with, asked for before the first render of a page opened on
 * the feed (the page itself carries them when the server could write them in), and the top card's photo as soon
 * as that page is in: it downloads while the screens' code is still starting. A member who must
 * complete their profile first gets the form's code instead of waiting on it after the first render.
 */
export async function prefetchFeed(client: QueryClient) {
  await Promise.all([
    client.prefetchInfiniteQuery(feedQueryOptions()),
    // What the top bar and the allowance line draw with: the deck's first render is then its last.
    client.prefetchQuery(plansQueryOptions()),
    client.prefetchQuery(receivedRequestsQueryOptions()),
    client
      .ensureQueryData(sessionUserQueryOptions())
      .then((user) => (user && !user.profileComplete ? ProfileCompletionForm.preload() : undefined))
      // Without the session the guards take over; the first render must not fail for it.
      .catch(() => undefined),
  ]);
  const topCard = client.getQueryData(feedQueryOptions().queryKey)?.pages[0]?.data[0];
  const photo = topCard ? firstPhotoUrl(topCard) : undefined;
  if (!photo) return;
  const preload = document.createElement("link");
  for (const [name, value] of Object.entries({ rel: "preload", as: "image", href: photo, fetchpriority: "high" })) {
    preload.setAttribute(name, value);
  }
  document.head.append(preload);
}
