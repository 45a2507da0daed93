import { type SQL, sql } from "drizzle-orm";
import { distanceKm } from "../geo/reverse-geocode.ts";

/** About 2 km: positions are snapped to this grid before any distance is computed, so none can be pinpointed. */
const SNAP_DEGREES = 0.02;
const snap = (value: number) => Math.round(value / SNAP_DEGREES) * SNAP_DEGREES;
/** `snap` in SQL (`Math.round` rounds halves up, which `floor(x + 0.5)` does and `round` does not). */
export const snapSql = (value: SQL) =>
  sql`(floor(${value} / ${sql.raw(String(SNAP_DEGREES))} + 0.5) * ${sql.raw(String(SNAP_DEGREES))})`;

/** The feed's distance prefilter: a box with this margin, at this many km per degree of latitude. */
export const BOX_MARGIN_KM = 5;
export const KM_PER_DEGREE = 111;

interface Positioned {
  latitude: number | null;
  longitude: number | null;
}

/** Whole kilometres between the two snapped positions; null unless both members have one. */
export function snappedDistanceKm(a: Positioned, b: Positioned): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return null;
  return Math.round(
    distanceKm({ lat: snap(a.latitude), lng: snap(a.longitude) }, { lat: snap(b.latitude), lng: snap(b.longitude) }),
  );
}
