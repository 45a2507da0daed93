import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { pushDevicesQueryKey } from "./get-push-devices.ts";

export const removePushDevice = (deviceId: string) =>
  api.delete<{ message: string }>(`/push/subscriptions/${encodeURIComponent(deviceId)}`);

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}
