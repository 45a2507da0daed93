import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useChoiceInFlight } from "../../../lib/use-choice-in-flight.ts";
import { useSetPrivacy } from "../api/set-privacy.ts";

/**
 * The small-world switch (same company or work email domain, both modes) and the addresses to hide from, kept
 * only as hashes: the list is written whole and never shown back.
 */
export function SmallWorldSettings({
  hideSmallWorld,
  hiddenEmailCount,
}: {
  hideSmallWorld: boolean;
  hiddenEmailCount: number;
}) {
  const privacy = useSetPrivacy();
  const hiding = useChoiceInFlight(hideSmallWorld);
  const [emails, setEmails] = useState("");
  const saveEmails = () =>
    privacy.mutate(
      {
        hideSmallWorld,
        hideEmails: emails
          .split(/[\s,]+/)
          .map((email) => email.trim())
          .filter(Boolean),
      },
      { onSuccess: () => setEmails("") },
    );
  return (
    <div className="flex flex-col gap-4">
      <Checkbox
        label="Hide me from people at my company"
        hint="People who work at the same company or share your work email domain don't see you, and you don't see them. In Date and Network."
        checked={hiding.shown}
        disabled={privacy.isPending}
        onChange={(event) => {
          hiding.choose(event.target.checked);
          privacy.mutate({ hideSmallWorld: event.target.checked }, { onSettled: hiding.settled });
        }}
      />
      <TextField
        label="Email addresses to hide from"
        hint={`Separated by commas. Saving replaces the list; we keep only a fingerprint of each address. Hidden now: ${hiddenEmailCount}.`}
        value={emails}
        onChange={(event) => setEmails(event.target.value)}
      />
      {privacy.isError ? (
        <Alert tone="error">{errorMessage(privacy.error, "Could not save that. Try again.")}</Alert>
      ) : null}
      <div>
        <Button variant="secondary" disabled={privacy.isPending} onClick={saveEmails}>
          Save the list
        </Button>
      </div>
    </div>
  );
}
