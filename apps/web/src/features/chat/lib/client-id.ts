/**
 * An id for a message before the server has stored it; a resend carries the same id, so a retry never makes a
 * second message. getRandomValues (unlike randomUUID) works outside secure contexts too.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
