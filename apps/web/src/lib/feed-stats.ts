import type { FeedStats } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export const getFeedStats = (signal?: AbortSignal) =>
  api.get<{ data: FeedStats }>("/feed/stats", signal).then((response) => response.data);

export const feedStatsQueryOptions = () =>
  queryOptions({ queryKey: ["feed", "stats"], queryFn: ({ signal }) => getFeedStats(signal), staleTime: 30_000 });

export function useFeedStats() {
  return useQuery(feedStatsQueryOptions());
}
