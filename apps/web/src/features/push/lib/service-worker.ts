/** Whether this browser can show notifications through a service worker at all. */
export const notificationsSupported = () =>
  typeof window !== "undefined" && "Notification" in window && "serviceWorker" in navigator;

/** The app's service worker (registered once; later calls get the same registration). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!notificationsSupported()) return null;
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/** The key as the Push API wants it, from the URL-safe base64 the server sends. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + "=".repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const bytes = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index++) key[index] = bytes.charCodeAt(index);
  return key;
}
