import type { Place } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";

/** City, state and country for a point, looked up by our server (no third-party service sees the position). */
export const reverseGeocode = async (latitude: number, longitude: number) => {
  const params = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  const response = await api.get<{ data: Place }>(`/geo/reverse?${params}`);
  return response.data;
};
