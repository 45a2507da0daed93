import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUpdatePaused } from "../api/update-paused.ts";

export function PauseSection({ paused }: { paused: boolean }) {
  const update = useUpdatePaused();
  return (
    <Card title="Pause my profile">
      <p className="mb-4 text-sm text-ink-muted">
        {paused
          ? "Your profile is paused: nobody new sees you. Your matches and chats carry on."
          : "While paused, you are shown in nobody's feed or likes. Your matches and chats carry on."}
      </p>
      {update.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(update.error, "Could not change that. Try again.")}
        </Alert>
      ) : null}
      <Button
        variant={paused ? "primary" : "secondary"}
        disabled={update.isPending}
        aria-pressed={paused}
        onClick={() => update.mutate({ paused: !paused })}
      >
        {update.isPending ? "Saving..." : paused ? "Unpause my profile" : "Pause my profile"}
      </Button>
    </Card>
  );
}
