import type { Preferences } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { pulse } from "../../../components/ui/motion.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTransientMessage } from "../../../lib/use-transient-message.ts";
import { useUpdatePreferences } from "../api/update-preferences.ts";
import { buildPreferences, type PreferenceErrors, type PreferencesDraft, toDraft } from "../preferences-draft.ts";
import { PreferencesFields } from "./preferences-fields.tsx";

export const PREFERENCES_MESSAGES = {
  saved: "Preferences updated successfully!",
  failed: "Failed to update preferences",
} as const;
export const SUCCESS_MESSAGE_MS = 3000;

/** The flagged fields the draft still gets wrong, with their current message: a fixed one goes at once. */
function stillFailing(flagged: PreferenceErrors, draft: PreferencesDraft): PreferenceErrors {
  if (Object.keys(flagged).length === 0) return flagged;
  const built = buildPreferences(draft);
  if (built.ok) return {};
  return Object.fromEntries(
    Object.keys(flagged).flatMap((key) => (built.errors[key] ? [[key, built.errors[key]]] : [])),
  );
}

export function PreferencesForm({ stored }: { stored: Preferences | null | undefined }) {
  const [draft, setDraft] = useState(() => toDraft(stored));
  /** What the last Save refused; each message shows only while the draft still has that problem. */
  const [flagged, setFlagged] = useState<PreferenceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTransientMessage(SUCCESS_MESSAGE_MS);
  const update = useUpdatePreferences();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLFormElement>(null);
  const saving = update.isPending;
  const errors = stillFailing(flagged, draft);
  const fieldProps = {
    draft,
    errors,
    disabled: saving,
    onChange: (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch })),
  };

  useEffect(() => {
    if (Object.keys(flagged).length > 0)
      containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [flagged]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    success.clear();
    setFailure(null);
    const built = buildPreferences(draft);
    setFlagged(built.ok ? {} : built.errors);
    if (!built.ok) return;
    update.mutate(built.body, {
      onSuccess: (response) => {
        setDraft(toDraft(response.data.preferences));
        success.show(PREFERENCES_MESSAGES.saved);
        void pulse(containerRef.current);
      },
      onError: (caught) => setFailure(errorMessage(caught, PREFERENCES_MESSAGES.failed)),
    });
  };

  return (
    <form
      ref={containerRef}
      noValidate
      aria-label="Matching preferences"
      onSubmit={handleSubmit}
      className="flex flex-col gap-6 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <PreferencesFields {...fieldProps} />
      {/* Next to the buttons, where the eye is after pressing Save. */}
      {success.message ? <Alert tone="success">{success.message}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate(paths.app.profile)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Preferences"}
        </Button>
      </div>
    </form>
  );
}
