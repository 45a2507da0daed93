import { type SQL, sql } from "drizzle-orm";
import { constant } from "../db/sql-text.ts";

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

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

/**
 * `publicDistanceKm` in SQL: whole kilometres from `from` (a position) to `to` (a public position), null unless
 * both members have a position (`placed`).
 */
export function publicDistanceKmSql(options: {
  from: { lat: SQL; lng: SQL };
  to: { lat: SQL; lng: SQL };
  placed: SQL;
}): SQL {
  const { from, to } = options;
  const h = sql`power(sin(radians(${to.lat} - ${from.lat}) / 2), 2) + cos(radians(${from.lat})) * cos(radians(${to.lat})) * power(sin(radians(${to.lng} - ${from.lng}) / 2), 2)`;
  return sql`case when ${options.placed} then floor(2 * ${constant(EARTH_RADIUS_KM)} * asin(sqrt(${h})) + 0.5) end`;
}
