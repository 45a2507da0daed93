import { deletePushSubscription } from "../api/push-subscription.ts";
import { notificationsSupported } from "./service-worker.ts";

/** However slow the push service, signing out waits no longer than this for it. */
const GIVE_UP_MS = 3_000;

/**
 * Ends this browser's push subscription before its session ends: at the push service (so nothing more can be
 * delivered to it) and on our server. Never throws and never holds a sign-out up for long; the server drops the
 * subscription with the session anyway.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!notificationsSupported()) return;
  const attempt = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await Promise.allSettled([subscription.unsubscribe(), deletePushSubscription(subscription.endpoint)]);
  };
  await Promise.race([attempt().catch(() => {}), new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
}
