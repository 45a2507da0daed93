import { LoaderCircle, LocateFixed, MapPin } from "lucide-react";
import { useDeferredValue } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useCitySearch } from "../../api/search-cities.ts";
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
  onPick,
}: {
  place: Place;
  hint: string;
  /** Messages keyed `location.city` and so on. */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onLocated: (found: Partial<Place> & { coordinates: Coordinates }) => void;
  onType: (key: PlaceKey, value: string) => void;
  /** A city picked from the gazetteer's list: the whole place at once. */
  onPick: (place: Place) => void;
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
      <CityChoices place={place} disabled={disabled} onPick={onPick} />
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

const sameText = (a: string | null, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The gazetteer's cities that start with what is typed in City, to pick one: a picked city has a position, so
 * distances work without the device's location. Gone once the place matches one of them.
 */
function CityChoices({ place, disabled, onPick }: { place: Place; disabled: boolean; onPick: (place: Place) => void }) {
  const typed = useDeferredValue(place.city);
  const { data: cities } = useCitySearch(typed);
  if (!cities?.length) return null;
  const picked = cities.some(
    (city) =>
      sameText(city.city, place.city) && sameText(city.state, place.state) && sameText(city.country, place.country),
  );
  if (picked) return null;
  const pick = (city: (typeof cities)[number]) =>
    onPick({ city: city.city, state: city.state ?? "", country: city.country });
  return (
    <div className="flex flex-col gap-2">
      <p id="city-choices" className="text-sm font-medium text-ink">
        Pick your city, so distances work:
      </p>
      <ul aria-labelledby="city-choices" className="flex flex-wrap gap-2">
        {cities.map((city) => {
          const label = [city.city, city.state, city.country].filter(Boolean).join(", ");
          return (
            <li key={label}>
              <Button variant="secondary" disabled={disabled} onClick={() => pick(city)} className="min-h-11 text-sm">
                <MapPin aria-hidden className="size-4" />
                {label}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
