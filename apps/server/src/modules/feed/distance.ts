import { distanceKm } from "../geo/reverse-geocode.ts";

/** About 2 km: positions are snapped to this grid before any distance is computed, so none can be pinpointed. */
export const SNAP_DEGREES = 0.02;
export const snap = (value: number) => Math.round(value / SNAP_DEGREES) * SNAP_DEGREES;

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

/** A latitude/longitude box around a point that contains every place within `km` (for the index-friendly prefilter). */
export function boundingBox(latitude: number, longitude: number, km: number) {
  const margin = km + 5;
  const latDelta = margin / 111;
  const lngDelta = margin / (111 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  return {
    latMin: latitude - latDelta,
    latMax: latitude + latDelta,
    lngMin: longitude - lngDelta,
    lngMax: longitude + lngDelta,
  };
}
