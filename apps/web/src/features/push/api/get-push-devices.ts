import type { PushDevice } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const pushDevicesQueryKey = ["push", "devices"] as const;

export const getPushDevices = async () => (await api.get<{ data: PushDevice[] }>("/push/subscriptions")).data;

export const pushDevicesQueryOptions = () => queryOptions({ queryKey: pushDevicesQueryKey, queryFn: getPushDevices });

/** The member's devices that receive notices, newest first. */
export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
