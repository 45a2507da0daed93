import { Users } from "lucide-react";
import { useEffect } from "react";
import { paths } from "../../../app/paths.ts";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useUnreadSummary } from "../../../lib/unread/get-unread-summary.ts";
import { useMarkNotificationsRead } from "../../../lib/unread/mark-notifications-read.ts";
import { useConnections } from "../api/get-connections.ts";
import { ConnectionItem } from "./connection-item.tsx";

function ConnectionsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading connections…</span>
      {["first", "second", "third", "fourth"].map((key) => (
        <Skeleton key={key} className="h-20 rounded-card" />
      ))}
    </div>
  );
}

/** New matches count as seen once this list is on screen, including ones that arrive while it is. */
function useSeeNewMatches() {
  const { data: unread } = useUnreadSummary();
  const { mutate: markRead } = useMarkNotificationsRead();
  useEffect(() => markRead("match"), [markRead]);
  useSocketEvent("notification", ({ type }) => {
    if (type === "match") markRead("match");
  });
  return unread?.messagesByUser ?? {};
}

export function ConnectionList() {
  const { data: connections, isPending, isError, refetch, isFetching } = useConnections();
  const unreadByUser = useSeeNewMatches();
  if (isPending) return <ConnectionsSkeleton />;
  if (isError) {
    return <LoadError what="Your connections" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (connections.length === 0) {
    return (
      <section aria-labelledby="no-connections" className={statePanel}>
        <Users aria-hidden className="size-12 text-ink-faint" />
        <h2 id="no-connections" className="text-xl font-bold">
          No Connections Found
        </h2>
        <p className="text-ink-muted">Like someone who likes you back and they appear here.</p>
        <ButtonLink to={paths.app.feed}>Find matches</ButtonLink>
      </section>
    );
  }
  return (
    <ul aria-label="Connections" className="flex flex-col gap-3">
      {connections.map((connection) => (
        <ConnectionItem key={connection._id} connection={connection} unread={unreadByUser[connection._id] ?? 0} />
      ))}
    </ul>
  );
}
