import type { NetworkSettings } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { networkSettingsQueryKey } from "./keys.ts";

export const getNetworkSettings = (signal?: AbortSignal) =>
  api.get<{ data: NetworkSettings }>("/profile/network", signal).then((response) => response.data);

export const networkSettingsQueryOptions = () =>
  queryOptions({ queryKey: networkSettingsQueryKey, queryFn: ({ signal }) => getNetworkSettings(signal) });

export function useNetworkSettings() {
  return useQuery(networkSettingsQueryOptions());
}
