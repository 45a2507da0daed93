import type { UnreadSummary } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

export const unreadSummaryQueryKey = ["notifications", "unread"] as const;

export const getUnreadSummary = (signal?: AbortSignal) =>
  api.get<{ data: UnreadSummary }>("/notifications/unread", signal).then((response) => response.data);

export const unreadSummaryQueryOptions = () =>
  queryOptions({
    queryKey: unreadSummaryQueryKey,
    queryFn: ({ signal }) => getUnreadSummary(signal),
    staleTime: 30_000,
    // Socket events keep the counts fresh; coming back to the tab also catches anything a dropped socket missed.
    refetchOnWindowFocus: true,
  });

export function useUnreadSummary() {
  return useQuery(unreadSummaryQueryOptions());
}
