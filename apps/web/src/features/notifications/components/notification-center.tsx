import { useUnreadSync } from "../hooks/use-unread-sync.ts";
import { NotificationToasts } from "./notification-toasts.tsx";

/** Everything the app does with pushed notifications while someone is signed in. */
export function NotificationCenter() {
  useUnreadSync();
  return <NotificationToasts />;
}
