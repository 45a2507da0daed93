import type { Place } from "@devmatch/shared";
import { City, Country, State } from "country-state-city";
import { distanceKm } from "../../lib/distance.ts";

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
