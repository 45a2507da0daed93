import type { AiInsights } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, isApiError } from "../../../lib/api-client.ts";
import { aiInsightsQueryKey } from "../../../lib/query-keys.ts";

export const getAiInsights = (signal?: AbortSignal) =>
  api.get<{ data: AiInsights }>("/feed/ai-insights", signal).then((response) => response.data);

export const aiInsightsQueryOptions = () =>
  queryOptions({
    queryKey: aiInsightsQueryKey,
    queryFn: ({ signal }) => getAiInsights(signal),
    staleTime: 5 * 60_000,
    // An upgrade answer will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useAiInsights() {
  return useQuery(aiInsightsQueryOptions());
}

export const needsUpgrade = (error: unknown) => isApiError(error, "PREMIUM_REQUIRED");
