import { LoaderCircle, LocateFixed } from "lucide-react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useCurrentLocation } from "../../hooks/use-current-location.ts";
import type { OnboardingDraft } from "../../lib/draft.ts";
import type { StepProps } from "./step-props.ts";

const FIELDS = [
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State (optional)", autoComplete: "address-level1" },
  { key: "country", label: "Country", autoComplete: "country-name" },
] as const;

export function LocationStep({ draft, update, errors, user, disabled }: StepProps) {
  const { locate, locating, outcome } = useCurrentLocation((coordinates, place) => {
    // Only what the lookup found replaces what the member typed.
    const found: Partial<OnboardingDraft["location"]> = { coordinates };
    for (const { key } of FIELDS) {
      const value = place?.[key];
      if (value) found[key] = value;
    }
    update({ location: found });
  });
  const hint = draft.location.coordinates
    ? "Your current position will be saved for distance matching. Others only ever see a rounded distance."
    : user?.location.hasCoordinates
      ? "Saving this step without 'Use Current Location' replaces your saved position with the city you type."
      : "Used only to work out distances; others never see your exact position.";
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={locate} disabled={disabled || locating} className="self-start">
          {locating ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <LocateFixed aria-hidden className="size-4" />
          )}
          {locating ? "Finding your location..." : "Use Current Location"}
        </Button>
        <p className="text-sm text-ink-faint">{hint}</p>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {FIELDS.map(({ key, label, autoComplete }) => (
          <TextField
            key={key}
            label={label}
            autoComplete={autoComplete}
            value={draft.location[key]}
            onChange={(event) => update({ location: { [key]: event.target.value } })}
            error={errors[`location.${key}`]}
            disabled={disabled}
          />
        ))}
      </div>
    </div>
  );
}
