import type { NetworkCard } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { networkLikesQueryKey } from "./keys.ts";

export interface NetworkLikes {
  data: NetworkCard[];
  hiddenCount: number;
}

/** Who liked the member in Network (never a dating like). */
export const getNetworkLikes = (signal?: AbortSignal) =>
  api.get<NetworkLikes>("/user/requests/received?mode=network", signal);

export const networkLikesQueryOptions = () =>
  queryOptions({ queryKey: networkLikesQueryKey, queryFn: ({ signal }) => getNetworkLikes(signal), staleTime: 30_000 });

export function useNetworkLikes({ enabled }: { enabled: boolean }) {
  return useQuery({ ...networkLikesQueryOptions(), enabled });
}
