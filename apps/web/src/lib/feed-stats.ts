import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export interface FeedStats {
  swipesSent: { likes: number; superLikes: number };
  swipesReceived: { likes: number; superLikes: number };
  /** Percent, 0 to 100. */
  matchRate: number;
  /** Percent, 0 to 100. */
  profileCompletion: number;
}

export const getFeedStats = (signal?: AbortSignal) =>
  api.get<{ data: FeedStats }>("/feed/stats", signal).then((response) => response.data);

export const feedStatsQueryOptions = () =>
  queryOptions({ queryKey: ["feed", "stats"], queryFn: ({ signal }) => getFeedStats(signal), staleTime: 30_000 });

export function useFeedStats() {
  return useQuery(feedStatsQueryOptions());
}
