import type { PlansResponse } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export const getPlans = (signal?: AbortSignal) =>
  api.get<PlansResponse>("/plans", signal).then((response) => response.data);

export const plansQueryOptions = () =>
  // The plan table only changes with a deploy.
  queryOptions({ queryKey: ["plans"], queryFn: ({ signal }) => getPlans(signal), staleTime: Number.POSITIVE_INFINITY });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
