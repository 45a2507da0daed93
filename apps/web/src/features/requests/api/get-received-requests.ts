import type { ReceivedRequest } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { receivedRequestsQueryKey } from "../../../lib/query-keys.ts";

export const getReceivedRequests = (signal?: AbortSignal) =>
  api.get<{ data: ReceivedRequest[] }>("/user/requests/received", signal).then((response) => response.data);

export const receivedRequestsQueryOptions = () =>
  queryOptions({
    queryKey: receivedRequestsQueryKey,
    queryFn: ({ signal }) => getReceivedRequests(signal),
    staleTime: 30_000,
  });

export function useReceivedRequests() {
  return useQuery(receivedRequestsQueryOptions());
}
