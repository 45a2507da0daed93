import type { PremiumStatus } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const premiumStatusQueryKey = ["premium", "status"] as const;

export const getPremiumStatus = (signal?: AbortSignal) =>
  api.get<{ data: PremiumStatus }>("/premium/verify", signal).then((response) => response.data);

export const premiumStatusQueryOptions = () =>
  queryOptions({ queryKey: premiumStatusQueryKey, queryFn: ({ signal }) => getPremiumStatus(signal) });

export function usePremiumStatus() {
  return useQuery(premiumStatusQueryOptions());
}
