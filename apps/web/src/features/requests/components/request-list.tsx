import type { ReceivedRequest } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Inbox } from "lucide-react";
import { useEffect } from "react";
import { BlurredLikes } from "../../../components/ui/blurred-likes.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useMarkNotificationsRead } from "../../../lib/unread/mark-notifications-read.ts";
import { useReceivedRequests } from "../api/get-received-requests.ts";
import type { ReviewStatus } from "../api/review-request.ts";
import { RequestItem } from "./request-item.tsx";

function RequestsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading requests…</span>
      {["first", "second", "third"].map((key) => (
        <Skeleton key={key} className="h-36 rounded-card" />
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

export function RequestList({ onReview }: { onReview: (request: ReceivedRequest, status: ReviewStatus) => void }) {
  const { data, isPending, isError, refetch, isFetching } = useReceivedRequests();
  const { data: me } = useSessionUser();
  useClearLikesBadge(Boolean(data));
  if (isPending) return <RequestsSkeleton />;
  if (isError) {
    return <LoadError what="Your requests" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const { requests, hiddenCount } = data;
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
        <BlurredLikes count={hiddenCount}>
          <p className="text-sm text-ink-muted">
            See who they are and answer them with Gold or Platinum. Super likes always show in full.
          </p>
          <ButtonLink to={paths.app.premium} className="self-start">
            See who likes you
          </ButtonLink>
        </BlurredLikes>
      ) : null}
      {requests.length > 0 ? (
        <ul aria-label="Received requests" className="flex flex-col gap-3">
          {requests.map((request) => (
            <RequestItem
              key={request._id}
              request={request}
              mySkills={me?.skills ?? []}
              onReview={(status) => onReview(request, status)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
