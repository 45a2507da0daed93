import type { Preferences } from "@devmatch/shared";
import { paths, preferencesSchema } from "@devmatch/shared";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { pulse } from "../../../components/ui/motion.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useTransientMessage } from "../../../lib/use-transient-message.ts";
import { useUpdatePreferences } from "../api/update-preferences.ts";
import {
  buildPreferences,
  type PreferenceErrors,
  type PreferencesDraft,
  preferenceKey,
  preferencesInput,
  toDraft,
} from "../preferences-draft.ts";
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
  const success = useTransientMessage(SUCCESS_MESSAGE_MS);
  const update = useUpdatePreferences();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initial: () => toDraft(stored),
    schema: preferencesSchema,
    toInput: preferencesInput,
    fieldKey: preferenceKey,
    send: (body) => {
      success.clear();
      return update.mutateAsync(body);
    },
    failure: PREFERENCES_MESSAGES.failed,
    onSuccess: (response) => {
      form.reset(toDraft(response.data.preferences));
      success.show(PREFERENCES_MESSAGES.saved);
      void pulse(containerRef.current);
    },
  });
  const saving = form.busy;
  /** What the last Save refused; each message shows only while the draft still has that problem. */
  const errors = stillFailing(form.errors, form.draft);
  // A refusal of the draft is shown on its fields; the banner is for what the server said.
  const banner = form.message && !Object.values(form.errors).includes(form.message) ? form.message : null;
  const fieldProps = { draft: form.draft, errors, disabled: saving, onChange: form.set };

  useEffect(() => {
    if (Object.keys(form.errors).length > 0)
      containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  return (
    <form
      ref={containerRef}
      noValidate
      aria-label="Matching preferences"
      onSubmit={form.submit}
      className="flex flex-col gap-6 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <PreferencesFields {...fieldProps} />
      {/* Next to the buttons, where the eye is after pressing Save. */}
      {success.message ? <Alert tone="success">{success.message}</Alert> : null}
      {banner ? <Alert tone="error">{banner}</Alert> : null}
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
