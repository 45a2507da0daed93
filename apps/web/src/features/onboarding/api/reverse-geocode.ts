import { api } from "../../../lib/api-client.ts";

export interface Place {
  city: string | null;
  state: string | null;
  country: string | null;
}

/** City, state and country for a point, looked up by our server (no third-party service sees the position). */
export const reverseGeocode = async (latitude: number, longitude: number) => {
  const params = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  const response = await api.get<{ data: Place }>(`/geo/reverse?${params}`);
  return response.data;
};
