import { type Mode, paths } from "@devmatch/shared";
import { Users } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useNotices } from "../../../lib/notices/use-notices.ts";
import { useUnreadSummary } from "../../../lib/unread/get-unread-summary.ts";
import { useMarkNotificationsRead } from "../../../lib/unread/mark-notifications-read.ts";
import { useLiveConnections } from "../hooks/use-live-connections.ts";
import { ConnectionItem, ModeBadge, PresenceAvatar } from "./connection-item.tsx";

function ConnectionsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading chats…</span>
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
  useNotices((notice) => {
    if (notice.kind === "match") markRead("match");
  });
  // Until the live counts load, the list's own count stands in.
  return unread?.messagesByUser;
}

export type ModeFilter = "all" | Mode;

/**
 * Conversations newest first, with new matches nobody has written to yet in a row above, as chat apps do; each
 * marked with its mode, and narrowed to one mode by `filter`.
 */
export function ConnectionList({ filter = "all" }: { filter?: ModeFilter }) {
  const { data: all, isPending, isError, refetch, isFetching } = useLiveConnections();
  const unreadByUser = useSeeNewMatches();
  if (isPending) return <ConnectionsSkeleton />;
  if (isError) {
    return <LoadError what="Your chats" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const connections = filter === "all" ? all : all.filter((connection) => connection.mode === filter);
  if (connections.length === 0) {
    return (
      <section aria-labelledby="no-connections" className={statePanel}>
        <Users aria-hidden className="size-12 text-ink-faint" />
        <h2 id="no-connections" className="text-xl font-bold">
          No chats yet
        </h2>
        <p className="text-ink-muted">Like someone who likes you back and they appear here.</p>
        <ButtonLink to={paths.app.feed}>Find matches</ButtonLink>
      </section>
    );
  }
  const fresh = connections.filter((connection) => connection.lastMessage === null);
  const conversations = connections.filter((connection) => connection.lastMessage !== null);
  return (
    <div className="flex flex-col gap-6">
      {fresh.length > 0 ? (
        <section aria-labelledby="new-matches" className="flex flex-col gap-3">
          <h2 id="new-matches" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            New matches
          </h2>
          <ul className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-1">
            {fresh.map((connection) => (
              <li key={connection._id} className="shrink-0">
                <Link
                  to={paths.app.chat(connection._id)}
                  aria-label={`Say hello to ${connection.firstName}`}
                  className="flex w-20 flex-col items-center gap-1.5 rounded-xl p-1 text-center"
                >
                  <PresenceAvatar connection={connection} size="size-16" />
                  <span className="w-full truncate text-sm font-medium">{connection.firstName}</span>
                  <ModeBadge mode={connection.mode} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {conversations.length > 0 ? (
        <ul aria-label="Conversations" className="flex flex-col gap-2">
          {conversations.map((connection) => (
            <ConnectionItem
              key={connection._id}
              connection={connection}
              unread={unreadByUser ? (unreadByUser[connection._id] ?? 0) : connection.unreadCount}
            />
          ))}
        </ul>
      ) : (
        <p className="text-center text-sm text-ink-muted">Say hello to a new match to start your first chat.</p>
      )}
    </div>
  );
}
