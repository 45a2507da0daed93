import { ASSISTANT_MESSAGES, paths } from "@devmatch/shared";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { statePanel } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { needsUpgrade, useAiInsights } from "../api/get-ai-insights.ts";
import { InsightCard } from "../components/insight-card.tsx";

const linkClass =
  "inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-gradient px-5 py-2.5 font-semibold text-white";

function InsightsBody() {
  const insights = useAiInsights();
  if (insights.isPending) {
    return (
      <div role="status" aria-label="Loading suggestions" className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (insights.isError) {
    if (needsUpgrade(insights.error)) {
      return (
        <div className={statePanel}>
          <p>{ASSISTANT_MESSAGES.insightsUpgrade}</p>
          <Link to={paths.app.premium} className={linkClass}>
            See plans
          </Link>
        </div>
      );
    }
    return (
      <div role="alert" className={statePanel}>
        <p className="text-ink-muted">{ASSISTANT_MESSAGES.insightsFailed}</p>
        <Button variant="secondary" onClick={() => insights.refetch()} disabled={insights.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const { data } = insights;
  return (
    <div className="flex flex-col gap-4">
      <p className="whitespace-pre-wrap text-ink-muted">{data.insights}</p>
      {data.topMatches.length === 0 ? (
        <div className={statePanel}>
          <Link to={paths.app.preferences} className={linkClass}>
            Adjust Preferences
          </Link>
        </div>
      ) : (
        <ol className="flex flex-col gap-3">
          {data.topMatches.map((match, index) => (
            <InsightCard key={match.user._id} match={match} rank={index + 1} />
          ))}
        </ol>
      )}
      <Link to={paths.app.feed} className="self-start text-sm text-brand-purple hover:underline">
        Back to the feed
      </Link>
    </div>
  );
}

/** AI Suggestions: the member's best candidates right now, with why they fit and how to start talking. */
export function InsightsRoute() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles aria-hidden className="size-6 text-brand-purple" />
        AI Suggestions
      </h1>
      <InsightsBody />
    </div>
  );
}
