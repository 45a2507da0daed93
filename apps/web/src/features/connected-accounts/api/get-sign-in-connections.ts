import type { Connections } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const signInConnectionsQueryKey = ["auth", "connections"] as const;

/** The member's ways in: password or not, connected providers, and the skills GitHub verified. */
export const getSignInConnections = (signal?: AbortSignal) =>
  api.get<{ data: Connections }>("/auth/connections", signal).then((response) => response.data);

/** Changes only through the member's own steps, which refresh it: what a page read as it opened is current. */
export const signInConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: signInConnectionsQueryKey,
    queryFn: ({ signal }) => getSignInConnections(signal),
    staleTime: 60_000,
  });

export function useSignInConnections() {
  return useQuery(signInConnectionsQueryOptions());
}
