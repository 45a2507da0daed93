import { MESSAGES, paths } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const PROFILE_INCOMPLETE_REDIRECT_MS = 2000;

const frame = "mx-auto flex w-full max-w-md flex-col items-start gap-4 px-4 py-10";

/** The server wants more of the profile first: say so, then take the member to onboarding. */
export function ProfileIncompleteNotice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(async () => {
      // The cached session still claims a finished onboarding; refreshed, the guards let the member in.
      await queryClient.invalidateQueries({ queryKey: sessionUserQueryKey });
      await navigate(paths.onboarding, { replace: true });
    }, PROFILE_INCOMPLETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);
  return (
    <div className={frame}>
      <Alert tone="error">{MESSAGES.feed.completeProfileFirst}</Alert>
      <p className="text-sm text-ink-muted">Taking you to your profile setup…</p>
    </div>
  );
}

export function FeedLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={frame}>
      <Alert tone="error">{MESSAGES.feed.fetchFailed}</Alert>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
