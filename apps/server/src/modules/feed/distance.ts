import { distanceKm } from "../geo/reverse-geocode.ts";

/** The feed's distance prefilter: a box with this margin, at this many km per degree of latitude. */
export const BOX_MARGIN_KM = 5;
export const KM_PER_DEGREE = 111;

interface Positioned {
  latitude: number | null;
  longitude: number | null;
}
interface PubliclyPositioned {
  publicLatitude: number | null;
  publicLongitude: number | null;
}

/**
 * Whole kilometres from the viewer's own position to the member's public one (see `users.publicLatitude`):
 * honest to about 2.5 km, and no number of viewers can place the member closer than 1 km. Null unless both
 * members have a position.
 */
export function publicDistanceKm(viewer: Positioned, member: PubliclyPositioned): number | null {
  if (viewer.latitude === null || viewer.longitude === null) return null;
  if (member.publicLatitude === null || member.publicLongitude === null) return null;
  return Math.round(
    distanceKm(
      { lat: viewer.latitude, lng: viewer.longitude },
      { lat: member.publicLatitude, lng: member.publicLongitude },
    ),
  );
}
