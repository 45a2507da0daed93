import type { NotificationChoices } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useChoiceInFlight } from "../../../lib/use-choice-in-flight.ts";
import { PushDevices, useEnablePush } from "../../push/index.ts";
import { useNotificationChoices, useUpdateNotificationChoices } from "../api/notification-choices.ts";

const labels: { key: keyof NotificationChoices; label: string; hint?: string }[] = [
  { key: "matches", label: "New matches" },
  { key: "messages", label: "Messages while I'm away" },
  { key: "superLikes", label: "Super likes" },
  { key: "email", label: "Email me when this browser can't be notified", hint: "At most one email an hour." },
];

const outcomeText = {
  subscribed: "Notifications are on for this browser.",
  "in-app-only": "Notifications are on while DevMatch is open in a tab.",
  denied: "Notifications are blocked in your browser settings.",
  unsupported: "This browser cannot show notifications.",
} as const;

export function NotificationsSection() {
  const choices = useNotificationChoices();
  const update = useUpdateNotificationChoices();
  const picked = useChoiceInFlight(choices.data);
  const shown = picked.shown;
  const enable = useEnablePush();
  return (
    <Card title="Notifications">
      {choices.isPending ? <Skeleton className="h-32" /> : null}
      {choices.isError ? (
        <LoadError
          what="your notification choices"
          onRetry={() => void choices.refetch()}
          retrying={choices.isFetching}
        />
      ) : null}
      {shown ? (
        <fieldset className="flex flex-col gap-3" disabled={update.isPending}>
          <legend className="sr-only">Tell me about</legend>
          {labels.map(({ key, label, hint }) => (
            <Checkbox
              key={key}
              label={label}
              hint={hint}
              checked={shown[key]}
              onChange={(event) => {
                const next = { ...shown, [key]: event.target.checked };
                picked.choose(next);
                update.mutate(next, { onSettled: picked.settled });
              }}
            />
          ))}
        </fieldset>
      ) : null}
      {update.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(update.error, "Could not save that choice.")}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending ? "Turning on..." : "Notify this browser"}
        </Button>
        {enable.data ? (
          <p role="status" className="text-sm text-ink-muted">
            {outcomeText[enable.data]}
          </p>
        ) : null}
      </div>
      <div className="mt-6 border-t border-line pt-4">
        <PushDevices />
      </div>
    </Card>
  );
}
