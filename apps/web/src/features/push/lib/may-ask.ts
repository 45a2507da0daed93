import { PUSH_SETTLED_COOKIE } from "@devmatch/shared";
import { notificationsSupported } from "./service-worker.ts";

/** Set once the member has been asked, whatever they answered: the question comes once. */
export const PUSH_ASKED_KEY = "devmatch.push-prompt-dismissed";

/** Whether this browser may still be asked (it can show notices, and neither it nor the member has answered). */
export const pushPromptMayOpen = () =>
  notificationsSupported() && Notification.permission === "default" && localStorage.getItem(PUSH_ASKED_KEY) !== "1";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Tells the server this browser will not be asked, so its pages stop bringing the matches for the question. */
export function rememberPushSettled() {
  if (document.cookie.split("; ").includes(`${PUSH_SETTLED_COOKIE}=1`)) return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser members use (Firefox)
  document.cookie = `${PUSH_SETTLED_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

/** The member has answered (or set the question aside): it does not come again in this browser. */
export function markPushAsked() {
  localStorage.setItem(PUSH_ASKED_KEY, "1");
  rememberPushSettled();
}
