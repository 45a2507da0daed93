import type { FeedStats } from "@devmatch/shared";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useFeedStats } from "../../../lib/feed-stats.ts";

const percent = (value: number) => `${Math.round(value)}%`;

const statsOf = (stats: FeedStats) => [
  { label: "Likes Sent", value: String(stats.swipesSent.likes) },
  { label: "Likes Received", value: String(stats.swipesReceived.likes) },
  { label: "Match Rate", value: percent(stats.matchRate) },
  // The one completeness figure (the server's count of details filled in); Profile tips' strength is another measure.
  { label: "Profile Complete", value: percent(stats.profileCompletion), note: "of your details filled in" },
];

export function StatsCard() {
  const { data, isPending, isError, refetch, isFetching } = useFeedStats();
  return (
    <Card title="Statistics">
      {isPending ? (
        <div role="status" className="grid grid-cols-2 gap-3">
          <span className="sr-only">Loading statistics…</span>
          {["sent", "received", "rate", "complete"].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-muted">Your statistics couldn't be loaded right now.</p>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {statsOf(data).map(({ label, value, note }) => (
            <div key={label} className="flex flex-col-reverse gap-1 rounded-xl bg-surface-raised p-3">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd>
                <span className="text-brand-gradient text-2xl font-bold">{value}</span>
                {note ? <span className="block text-xs text-ink-faint"> {note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
