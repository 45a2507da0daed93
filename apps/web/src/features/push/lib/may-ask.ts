import { notificationsSupported } from "./service-worker.ts";

/** Set once the member has been asked, whatever they answered: the question comes once. */
export const PUSH_ASKED_KEY = "devmatch.push-prompt-dismissed";

/** Whether this browser may still be asked (it can show notices, and neither it nor the member has answered). */
export const pushPromptMayOpen = () =>
  notificationsSupported() && Notification.permission === "default" && localStorage.getItem(PUSH_ASKED_KEY) !== "1";

/** The member has answered (or set the question aside): it does not come again in this browser. */
export function markPushAsked() {
  localStorage.setItem(PUSH_ASKED_KEY, "1");
}
