import type { CallSettings } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { callSettingsQueryKey } from "./get-call-settings.ts";

export const setCallSettings = ({ partnerId, enabled }: { partnerId: string; enabled: boolean }) =>
  api.put<CallSettings>(`/chat/${encodeURIComponent(partnerId)}/calls`, { enabled });

/** Turns my video calls in this chat on or off; the partner sees it live. */
export function useSetCallSettings(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setCallSettings({ partnerId, enabled }),
    onSuccess: (settings) => queryClient.setQueryData(callSettingsQueryKey(partnerId), settings),
  });
}
