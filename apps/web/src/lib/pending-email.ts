/** The email awaiting verification, kept across reloads of the verify page (spec key `pendingEmail`). */
const PENDING_EMAIL_KEY = "pendingEmail";

export const pendingEmail = {
  get: (): string | null => localStorage.getItem(PENDING_EMAIL_KEY),
  set: (email: string) => localStorage.setItem(PENDING_EMAIL_KEY, email),
  clear: () => localStorage.removeItem(PENDING_EMAIL_KEY),
};
