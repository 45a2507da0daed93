import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { MatchMoment, type MatchMomentData } from "../../match-moment/index.ts";
import { useReviewRequest } from "../api/review-request.ts";
import { RequestList } from "../components/request-list.tsx";

const GENERIC_FAILURE = "Something went wrong. Please try again.";

/** Only the daily-limit answer is worded for people; anything else gets the plain retry text. */
const reviewFailure = (error: Error) =>
  isApiError(error, "RATE_LIMITED", "SWIPE_LIMIT") && error.body.message ? error.body.message : GENERIC_FAILURE;

/** People who liked you and are waiting for an answer. */
export function RequestsRoute() {
  const [failure, setFailure] = useState<string | null>(null);
  const [matched, setMatched] = useState<MatchMomentData | null>(null);
  const review = useReviewRequest({
    onReviewed: (result) => {
      if (result.matchId && result.matchedWith) {
        setMatched({ partner: result.matchedWith, mode: "date", mutualInterests: result.mutualInterests });
      }
    },
    onFailed: (error) => setFailure(reviewFailure(error)),
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Likes</h1>
        <p className="text-ink-muted">Developers who liked you. Like them back to match and start chatting.</p>
      </header>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <RequestList
        onReview={(request, status) => {
          setFailure(null);
          review.mutate({ request, status });
        }}
      />
      <MatchMoment match={matched} onClose={() => setMatched(null)} />
    </div>
  );
}
