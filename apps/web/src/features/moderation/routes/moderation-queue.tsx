import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { LoadError, statePanel } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useModerationQueue } from "../api/get-queue.ts";
import { ConsoleNav } from "../components/console-nav.tsx";
import { Figures } from "../components/figures.tsx";
import { categoryLabel, STANDING_LABELS, when } from "../components/labels.ts";

/** The moderators' queue: each member with something waiting, most serious first. */
export function ModerationQueueRoute() {
  const queue = useModerationQueue();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <ConsoleNav title="Moderation" />
      {queue.isPending ? <Spinner label="Loading the queue…" /> : null}
      {queue.isError ? (
        <LoadError what="The queue" onRetry={() => queue.refetch()} retrying={queue.isFetching} />
      ) : null}
      {queue.data ? (
        <>
          <Figures figures={queue.data.figures} />
          {queue.data.data.length === 0 ? (
            <p className={statePanel}>Nothing waits: every report, flag and appeal has an answer.</p>
          ) : (
            <ol aria-label="Members waiting for a decision" className="flex flex-col gap-2">
              {queue.data.data.map((item) => (
                <li key={item.member.id}>
                  <Link
                    to={paths.moderation.member(item.member.id)}
                    className="flex items-center gap-3 rounded-card border border-line bg-surface p-3 hover:border-brand-purple"
                  >
                    <Avatar photoUrl={item.member.photoUrl} firstName={item.member.firstName} className="size-12" />
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="font-semibold">
                        {item.member.firstName} {item.member.lastName}
                        <span className="ml-2 text-xs font-normal text-ink-muted">
                          {STANDING_LABELS[item.member.standing]}
                        </span>
                      </span>
                      <span className="text-sm text-ink-muted">
                        {[
                          item.openReports > 0
                            ? `${item.openReports} open report${item.openReports === 1 ? "" : "s"}: ${item.categories.map(categoryLabel).join(", ")}`
                            : null,
                          item.openFlags > 0
                            ? `${item.openFlags} screening flag${item.openFlags === 1 ? "" : "s"}`
                            : null,
                          item.openAppeal ? "an appeal" : null,
                          item.photoVerificationReview ? "photo verification review" : null,
                          item.fakeProfileOnVerified ? "fake profile report on a photo-verified member" : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                      <span className="text-xs text-ink-faint">Waiting since {when(item.oldestOpenAt)}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
    </div>
  );
}
