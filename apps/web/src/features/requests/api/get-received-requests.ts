import type { ReceivedRequestsPage } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { receivedRequestsQueryKey } from "../../../lib/query-keys.ts";

/** Who liked the member, as far as their plan shows: the rest arrive as blurred tiles the server made. */
export const getReceivedRequests = (signal?: AbortSignal) =>
  api.get<ReceivedRequestsPage>("/user/requests/received", signal).then((response) => ({
    requests: response.data,
    hidden: response.hidden ?? [],
    hiddenCount: response.hiddenCount ?? 0,
  }));

export type ReceivedLikes = Awaited<ReturnType<typeof getReceivedRequests>>;

export const receivedRequestsQueryOptions = () =>
  queryOptions({
    queryKey: receivedRequestsQueryKey,
    queryFn: ({ signal }) => getReceivedRequests(signal),
    staleTime: 30_000,
  });

export function useReceivedRequests() {
  return useQuery(receivedRequestsQueryOptions());
}
