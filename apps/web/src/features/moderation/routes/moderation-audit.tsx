import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAuditLog } from "../api/get-audit.ts";
import { ConsoleNav } from "../components/console-nav.tsx";
import { ACTION_LABELS, when } from "../components/labels.ts";

/** Everything moderators did, and why, newest first: nothing here can be changed. */
export function ModerationAuditRoute() {
  const audit = useAuditLog();
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <ConsoleNav title="Audit log" />
      {audit.isPending ? <Spinner label="Loading the audit log…" /> : null}
      {audit.isError ? (
        <LoadError what="The audit log" onRetry={() => audit.refetch()} retrying={audit.isFetching} />
      ) : null}
      {audit.data && entries.length === 0 ? <p className={statePanel}>No moderator has acted yet.</p> : null}
      {entries.length > 0 ? (
        <ol
          aria-label="Moderator actions"
          className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface"
        >
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
              <span>
                <strong>{ACTION_LABELS[entry.action] ?? entry.action}</strong>
                {" — "}
                <Link to={paths.moderation.member(entry.member.id)} className="underline underline-offset-2">
                  {entry.member.firstName ?? "a former member"}
                </Link>
                {" by "}
                {entry.moderator?.firstName ?? "DevMatch"}
              </span>
              <span className="text-ink-muted">{entry.reason}</span>
              <time dateTime={entry.createdAt} className="text-xs text-ink-faint">
                {when(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
      {audit.hasNextPage ? (
        <Button variant="secondary" onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
          {audit.isFetchingNextPage ? "Loading…" : "Older actions"}
        </Button>
      ) : null}
    </div>
  );
}
