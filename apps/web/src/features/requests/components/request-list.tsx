import type { ReceivedRequest } from "@devmatch/shared";
import { paths, pluralize } from "@devmatch/shared";
import { Heart, Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useMarkNotificationsRead } from "../../../lib/unread/mark-notifications-read.ts";
import { useReceivedRequests } from "../api/get-received-requests.ts";
import type { ReviewStatus } from "../api/review-request.ts";
import { HiddenLikeTile } from "./hidden-like-tile.tsx";
import { LikeProfileDialog } from "./like-profile-dialog.tsx";
import { LikeTile } from "./like-tile.tsx";

function RequestsSkeleton() {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <span className="sr-only">Loading requests…</span>
      {["first", "second", "third"].map((key) => (
        <Skeleton key={key} className="aspect-[4/5] rounded-card" />
      ))}
    </div>
  );
}

/** Seeing the screen is seeing the likes: the Likes badge clears once they have loaded. */
function useClearLikesBadge(loaded: boolean) {
  const { mutate: markRead } = useMarkNotificationsRead();
  useEffect(() => {
    if (!loaded) return;
    markRead("like");
    markRead("superlike");
  }, [loaded, markRead]);
}

/** Likes as one grid of photos: in full to answer (and open), or blurred with the way to see who. */
export function RequestList({ onReview }: { onReview: (request: ReceivedRequest, status: ReviewStatus) => void }) {
  const { data, isPending, isError, refetch, isFetching } = useReceivedRequests();
  const [opened, setOpened] = useState<ReceivedRequest | null>(null);
  useClearLikesBadge(Boolean(data));
  if (isPending) return <RequestsSkeleton />;
  if (isError) {
    return <LoadError what="Your requests" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const { requests, hidden, hiddenCount } = data;
  if (requests.length === 0 && hiddenCount === 0) {
    return (
      <section aria-labelledby="no-requests" className={statePanel}>
        <Inbox aria-hidden className="size-12 text-ink-faint" />
        <h2 id="no-requests" className="text-xl font-bold">
          No Requests Found
        </h2>
        <p className="text-ink-muted">When someone likes you, they show up here.</p>
        <ButtonLink to={paths.app.feed}>Back to the feed</ButtonLink>
      </section>
    );
  }
  return (
    <>
      {hiddenCount > 0 ? (
        <section
          aria-labelledby="blurred-likes"
          className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center"
        >
          <div className="flex flex-1 flex-col gap-1">
            <h2 id="blurred-likes" className="flex items-center gap-2 text-lg font-bold">
              <Heart aria-hidden className="size-5 text-brand-pink" />
              {pluralize(hiddenCount, "person likes", "people like")} you
            </h2>
            <p className="text-sm text-ink-muted">
              See who they are and like them back with Gold or Platinum. Super likes always show in full.
            </p>
          </div>
          <ButtonLink to={paths.app.premium} className="self-start sm:self-center">
            See who likes you
          </ButtonLink>
        </section>
      ) : null}
      <ul aria-label="Likes" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {requests.map((request) => (
          <LikeTile
            key={request._id}
            request={request}
            onOpen={() => setOpened(request)}
            onReview={(status) => onReview(request, status)}
          />
        ))}
        {hidden.map((like) => (
          <HiddenLikeTile key={like._id} like={like} />
        ))}
      </ul>
      {opened ? (
        <LikeProfileDialog
          request={opened}
          onClose={() => setOpened(null)}
          onReview={(status) => onReview(opened, status)}
        />
      ) : null}
    </>
  );
}
