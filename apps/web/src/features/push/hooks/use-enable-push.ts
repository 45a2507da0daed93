import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pushDevicesQueryKey } from "../api/get-push-devices.ts";
import { getPushKey, savePushSubscription } from "../api/push-subscription.ts";
import { applicationServerKey, serviceWorkerRegistration } from "../lib/service-worker.ts";

export type PushOutcome = "subscribed" | "in-app-only" | "denied" | "unsupported";

/**
 * Asks for permission (call it from a click), then subscribes this browser with the server's key. Where no
 * push service can be reached, notices still show while a DevMatch tab is open in the background.
 */
export async function enablePush(): Promise<PushOutcome> {
  const registration = await serviceWorkerRegistration();
  if (!registration) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const key = applicationServerKey(await getPushKey());
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await savePushSubscription(subscription.toJSON());
    return "subscribed";
  } catch {
    return "in-app-only";
  }
}

export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePush,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}
