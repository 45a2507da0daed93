import type { PublicStats } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";
import { useResource } from "../../../lib/use-resource.ts";

/** Live member and match counts; the landing page states no figure that does not come from here. */
export async function getPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  const response = await api.get<{ data: PublicStats }>("/stats/public", signal);
  return response.data;
}

export function usePublicStats() {
  return useResource(getPublicStats);
}
