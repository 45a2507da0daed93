import type { NetworkFeedPage } from "@devmatch/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { networkDeckQueryKey } from "./keys.ts";

export const getNetworkFeedPage = (cursor: string | null, signal?: AbortSignal) =>
  api.get<NetworkFeedPage>(`/feed?mode=network${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, signal);

export const networkFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: networkDeckQueryKey,
    queryFn: ({ pageParam, signal }) => getNetworkFeedPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
  });

export function useNetworkFeed({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...networkFeedQueryOptions(), enabled });
}
