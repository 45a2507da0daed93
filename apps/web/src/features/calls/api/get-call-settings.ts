import type { CallSettings } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const callSettingsQueryKey = (partnerId: string) => ["calls", "settings", partnerId] as const;

export const getCallSettings = (partnerId: string, signal?: AbortSignal) =>
  api.get<CallSettings>(`/chat/${encodeURIComponent(partnerId)}/calls`, signal);

export const callSettingsQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: callSettingsQueryKey(partnerId),
    queryFn: ({ signal }) => getCallSettings(partnerId, signal),
    // Changes come as `callsChanged` (and a reconnect reads again), so what a page read as it opened is current.
    staleTime: 10_000,
  });

/** Whether I and the partner have turned video calls on in our chat. */
export const useCallSettings = (partnerId: string) => useQuery(callSettingsQueryOptions(partnerId));
