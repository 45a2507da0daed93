import { PROFESSIONS, type Preferences, RELIGIONS } from "@devmatch/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { pulse } from "../../../components/ui/motion.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTransientMessage } from "../../../lib/use-transient-message.ts";
import { useUpdatePreferences } from "../api/update-preferences.ts";
import { buildPreferences, type PreferenceErrors, toDraft } from "../preferences-draft.ts";
import { AgeRangeFields } from "./age-range-fields.tsx";
import { DistanceField } from "./distance-field.tsx";
import { GenderField } from "./gender-field.tsx";
import { OptionChipsField } from "./option-chips-field.tsx";

export const PREFERENCES_MESSAGES = {
  saved: "Preferences updated successfully!",
  failed: "Failed to update preferences",
} as const;
export const SUCCESS_MESSAGE_MS = 3000;

const divider = "border-t border-line pt-6";

export function PreferencesForm({ stored }: { stored: Preferences | null | undefined }) {
  const [draft, setDraft] = useState(() => toDraft(stored));
  const [errors, setErrors] = useState<PreferenceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTransientMessage(SUCCESS_MESSAGE_MS);
  const update = useUpdatePreferences();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLFormElement>(null);
  const saving = update.isPending;
  const fieldProps = {
    draft,
    errors,
    disabled: saving,
    onChange: (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch })),
  };

  useEffect(() => {
    if (Object.keys(errors).length > 0)
      containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    success.clear();
    setFailure(null);
    const built = buildPreferences(draft);
    setErrors(built.ok ? {} : built.errors);
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
      <AgeRangeFields {...fieldProps} />
      <div className={divider}>
        <DistanceField {...fieldProps} />
      </div>
      <div className={divider}>
        <GenderField {...fieldProps} />
      </div>
      <div className={divider}>
        <OptionChipsField
          legend="Religion preferences"
          noun="religions"
          options={RELIGIONS}
          selected={draft.religions}
          onChange={(religions) => fieldProps.onChange({ religions })}
          disabled={saving}
        />
      </div>
      <div className={divider}>
        <OptionChipsField
          legend="Profession preferences"
          noun="professions"
          options={PROFESSIONS}
          selected={draft.professions}
          onChange={(professions) => fieldProps.onChange({ professions })}
          disabled={saving}
        />
      </div>
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
