import type { ReceivedRequest } from "@devmatch/shared";
import { Inbox } from "lucide-react";
import { paths } from "../../../app/paths.ts";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
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

export function RequestList({ onReview }: { onReview: (request: ReceivedRequest, status: ReviewStatus) => void }) {
  const { data: requests, isPending, isError, refetch, isFetching } = useReceivedRequests();
  const { data: me } = useSessionUser();
  if (isPending) return <RequestsSkeleton />;
  if (isError) {
    return <LoadError what="Your requests" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (requests.length === 0) {
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
  );
}
