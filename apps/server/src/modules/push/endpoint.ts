/** The push services browsers subscribe through: the only hosts this server sends notices to. */
const PUSH_SERVICE_HOSTS = new Set([
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
]);
const PUSH_SERVICE_SUFFIXES = [".push.services.mozilla.com", ".push.apple.com", ".notify.windows.com"];

/**
 * Whether the server may send to this endpoint: HTTPS on the default port of a known push service (Google,
 * Mozilla, Apple, Microsoft), so a subscription can never aim the server at this machine, a private network or
 * anyone else. `testOrigin` (PUSH_TEST_ENDPOINT_ORIGIN, refused in production) admits a local push service in tests.
 */
export function isPushServiceEndpoint(endpoint: string, testOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testOrigin && url.origin === testOrigin) return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.has(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length)
  );
}
