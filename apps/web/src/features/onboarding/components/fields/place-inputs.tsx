import { LoaderCircle, LocateFixed } from "lucide-react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { type Coordinates, useCurrentLocation } from "../../hooks/use-current-location.ts";

export interface Place {
  city: string;
  state: string;
  country: string;
}
type PlaceKey = keyof Place;

const FIELDS = [
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State (optional)", autoComplete: "address-level1" },
  { key: "country", label: "Country", autoComplete: "country-name" },
] as const;

/**
 * 'Use Current Location' and the city, state and country boxes, for onboarding and My Profile alike. A found
 * position comes with only the place parts the lookup found, so nothing the member typed is blanked.
 */
export function PlaceInputs({
  place,
  hint,
  errors,
  disabled,
  onLocated,
  onType,
}: {
  place: Place;
  hint: string;
  /** Messages keyed `location.city` and so on. */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onLocated: (found: Partial<Place> & { coordinates: Coordinates }) => void;
  onType: (key: PlaceKey, value: string) => void;
}) {
  const { locate, locating, outcome } = useCurrentLocation((coordinates, lookup) => {
    const found: Partial<Place> & { coordinates: Coordinates } = { coordinates };
    for (const { key } of FIELDS) {
      const value = lookup?.[key];
      if (value) found[key] = value;
    }
    onLocated(found);
  });
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
        <p className="text-sm text-ink-muted">{hint}</p>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {FIELDS.map(({ key, label, autoComplete }) => (
          <TextField
            key={key}
            label={label}
            autoComplete={autoComplete}
            value={place[key]}
            onChange={(event) => onType(key, event.target.value)}
            error={errors[`location.${key}`]}
            disabled={disabled}
          />
        ))}
      </div>
    </div>
  );
}
