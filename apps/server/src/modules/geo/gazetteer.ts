import type { Place } from "@devmatch/shared";
import { City, Country, State } from "country-state-city";

interface GazetteerCity {
  name: string;
  key: string;
  country: string;
  countryKey: string;
  state: string | null;
  stateKey: string;
  lat: number;
  lng: number;
}

/** How a typed name is compared: case, accents and extra spaces do not matter. */
const keyOf = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();

let cities: GazetteerCity[] | undefined;

/** Every city of the dataset shipped with the app (the one reverse geocoding reads), loaded on first use. */
function gazetteer(): GazetteerCity[] {
  if (cities) return cities;
  const countries = new Map(Country.getAllCountries().map((country) => [country.isoCode, country.name]));
  cities = [];
  for (const city of City.getAllCities()) {
    const lat = Number(city.latitude);
    const lng = Number(city.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const country = countries.get(city.countryCode) ?? city.countryCode;
    const state = State.getStateByCodeAndCountry(city.stateCode, city.countryCode)?.name ?? null;
    cities.push({
      name: city.name,
      key: keyOf(city.name),
      country,
      countryKey: keyOf(country),
      state,
      stateKey: keyOf(state ?? ""),
      lat,
      lng,
    });
  }
  return cities;
}

const placeOf = (city: GazetteerCity): Place => ({ city: city.name, state: city.state, country: city.country });

/** Cities whose name starts with what was typed, for a member to pick theirs from. */
export function searchCities(options: { query: string; limit: number }): Place[] {
  const query = keyOf(options.query);
  if (query.length < 2) return [];
  const found = gazetteer().filter((city) => city.key.startsWith(query));
  // Whole-name matches first, then the shortest names (the typed name is more of them), then alphabetical.
  found.sort(
    (a, b) =>
      Number(b.key === query) - Number(a.key === query) || a.key.length - b.key.length || a.name.localeCompare(b.name),
  );
  return found.slice(0, options.limit).map(placeOf);
}

/**
 * The position of a typed city, from the same dataset: the city of that name in that country (and state, when
 * one was given). Null when the gazetteer does not know it: such a member has no position, and is never scored
 * or promised on distance.
 */
export function positionOfPlace(place: { city: string; state?: string | null; country: string }) {
  const city = keyOf(place.city);
  const country = keyOf(place.country);
  const state = keyOf(place.state ?? "");
  const candidates = gazetteer().filter((entry) => entry.key === city && entry.countryKey === country);
  const match = (state && candidates.find((entry) => entry.stateKey === state)) || candidates[0];
  return match ? { latitude: match.lat, longitude: match.lng } : null;
}
