import type { Place } from "@devmatch/shared";
import { City, Country, State } from "country-state-city";

interface IndexedCity {
  name: string;
  countryCode: string;
  stateCode: string;
  lat: number;
  lng: number;
}

/** Cities are bucketed by whole degree so a lookup only scans the cells around the point. */
let grid: Map<string, IndexedCity[]> | undefined;
const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

function cityGrid() {
  if (grid) return grid;
  grid = new Map();
  for (const city of City.getAllCities()) {
    const lat = Number(city.latitude);
    const lng = Number(city.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const key = cellKey(lat, lng);
    const cell = grid.get(key) ?? [];
    cell.push({ name: city.name, countryCode: city.countryCode, stateCode: city.stateCode, lat, lng });
    grid.set(key, cell);
  }
  return grid;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The nearest known city within about 100 km, from the dataset shipped with the app: no network call. */
export function reverseGeocode(lat: number, lng: number): Place | null {
  const cells = cityGrid();
  let best: { city: IndexedCity; km: number } | null = null;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLng = -1; dLng <= 1; dLng++) {
      for (const city of cells.get(cellKey(lat + dLat, lng + dLng)) ?? []) {
        const km = distanceKm({ lat, lng }, city);
        if (!best || km < best.km) best = { city, km };
      }
    }
  }
  if (!best || best.km > 100) return null;
  const { city } = best;
  return {
    city: city.name,
    state: State.getStateByCodeAndCountry(city.stateCode, city.countryCode)?.name ?? null,
    country: Country.getCountryByCode(city.countryCode)?.name ?? city.countryCode,
  };
}
