import type { ModesBody } from "@devmatch/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSetModes } from "../api/set-modes.ts";

/**
 * Date, Network or both, with a save button: in Settings and on onboarding's last step. At least one stays on
 * (the server refuses neither, and so does this form).
 */
export function ModeChoice({
  current,
  onSaved,
  autoSave = false,
}: {
  current: ModesBody;
  onSaved?: (modes: ModesBody) => void;
  /** Save each change at once (onboarding's last step), instead of with a button. */
  autoSave?: boolean;
}) {
  const [modes, setDraft] = useState(current);
  const save = useSetModes();
  const setModesDraft = (next: ModesBody) => {
    setDraft(next);
    if (autoSave && (next.date || next.network)) save.mutate(next, { onSuccess: (user) => onSaved?.(user.modes) });
  };
  const neither = !modes.date && !modes.network;
  const unchanged = modes.date === current.date && modes.network === current.network;
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label="Date"
        hint="Meet developers to date."
        checked={modes.date}
        onChange={(event) => setModesDraft({ ...modes, date: event.target.checked })}
      />
      <Checkbox
        label="Network"
        hint="Find a co-founder, a collaborator, a mentor or a hackathon team. Nothing from dating is shown there."
        checked={modes.network}
        onChange={(event) => setModesDraft({ ...modes, network: event.target.checked })}
      />
      {neither ? <Alert tone="error">Choose at least one mode.</Alert> : null}
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, "Could not save your modes. Try again.")}</Alert>
      ) : null}
      {autoSave ? null : (
        <div>
          <Button
            variant="secondary"
            disabled={neither || unchanged || save.isPending}
            onClick={() => save.mutate(modes, { onSuccess: (user) => onSaved?.(user.modes) })}
          >
            {save.isPending ? "Saving..." : "Save modes"}
          </Button>
        </div>
      )}
    </div>
  );
}
