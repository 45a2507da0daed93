import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPlans } from "./get-plans.ts";

export const plansQueryOptions = () =>
  // The plan table only changes with a deploy.
  queryOptions({ queryKey: ["plans"], queryFn: ({ signal }) => getPlans(signal), staleTime: Number.POSITIVE_INFINITY });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
