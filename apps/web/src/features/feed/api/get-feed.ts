import type { FeedPage, SwipeAllowance } from "@devmatch/shared";
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { ApiError, api, isApiError } from "../../../lib/api-client.ts";
import { feedQueryKey } from "../../../lib/query-keys.ts";

export const getFeedPage = (cursor: string | null, signal?: AbortSignal) =>
  api.get<FeedPage>(cursor ? `/feed?cursor=${encodeURIComponent(cursor)}` : "/feed", signal);

/** The server refuses the feed until the profile has what ranking needs. */
export const isProfileIncomplete = (error: unknown) => isApiError(error, "PROFILE_INCOMPLETE");

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedQueryKey,
    queryFn: ({ pageParam, signal }) => getFeedPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
    // An answer from the server will not change on a second try; only a dropped connection might.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
  });

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions());
}

type FeedData = InfiniteData<FeedPage, string | null>;

/** Every swipe answer carries the allowance left; the banner reads it from the cached pages. */
export function setFeedAllowance(queryClient: QueryClient, allowance: SwipeAllowance) {
  queryClient.setQueryData<FeedData>(feedQueryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, allowance })) } : data,
  );
}
