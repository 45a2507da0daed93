import type { PlansResponse } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";
import { useResource } from "../../../lib/use-resource.ts";

/** The pricing mode and plan table, so the landing page states the same limits the server enforces. */
export async function getPlans(signal?: AbortSignal): Promise<PlansResponse["data"]> {
  const response = await api.get<PlansResponse>("/plans", signal);
  return response.data;
}

export function usePlans() {
  return useResource(getPlans);
}
