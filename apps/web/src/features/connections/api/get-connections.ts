import type { Connection } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";

export const getConnections = (signal?: AbortSignal) =>
  api.get<{ data: Connection[] }>("/user/connections", signal).then((response) => response.data);

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: connectionsQueryKey, queryFn: ({ signal }) => getConnections(signal), staleTime: 30_000 });

export function useConnections() {
  return useQuery(connectionsQueryOptions());
}
