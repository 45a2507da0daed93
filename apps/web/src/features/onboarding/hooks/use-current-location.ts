import type { Place } from "@devmatch/shared";
import { useState } from "react";
import { reverseGeocode } from "../api/reverse-geocode.ts";
import { ONBOARDING_MESSAGES } from "../lib/messages.ts";

export interface LocateOutcome {
  tone: "success" | "error";
  text: string;
}

/** [longitude, latitude], the order the server stores. */
export type Coordinates = [number, number];

const PERMISSION_DENIED = 1;

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 600_000 }),
  );
}

/**
 * Asks the browser for the position, then our server for the city. The coordinates are kept even when the
 * lookup finds nothing, so distance matching still works while the member types the city.
 */
export function useCurrentLocation(onLocated: (coordinates: Coordinates, place: Place | null) => void) {
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<LocateOutcome | null>(null);

  const locate = async () => {
    if (!("geolocation" in navigator)) {
      setOutcome({ tone: "error", text: ONBOARDING_MESSAGES.locationUnsupported });
      return;
    }
    setLocating(true);
    setOutcome(null);
    try {
      const { coords } = await currentPosition().catch((error: GeolocationPositionError) => {
        console.warn("Could not read the current position", error);
        const denied = error.code === PERMISSION_DENIED;
        throw new Error(denied ? ONBOARDING_MESSAGES.locationDenied : ONBOARDING_MESSAGES.locationUnavailable);
      });
      const coordinates: Coordinates = [coords.longitude, coords.latitude];
      const place = await reverseGeocode(coords.latitude, coords.longitude).catch((error: unknown) => {
        console.warn("Could not look up the city for the current position", error);
        return null;
      });
      onLocated(coordinates, place);
      const found = [place?.city, place?.country].filter(Boolean).join(", ");
      setOutcome(
        found
          ? { tone: "success", text: `Location found: ${found}` }
          : { tone: "error", text: ONBOARDING_MESSAGES.lookupFailed },
      );
    } catch (error) {
      setOutcome({ tone: "error", text: (error as Error).message });
    } finally {
      setLocating(false);
    }
  };

  return { locate, locating, outcome };
}
