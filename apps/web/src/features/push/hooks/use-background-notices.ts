import { useNotices } from "../../../lib/notices/use-notices.ts";
import { notificationsSupported, serviceWorkerRegistration } from "../lib/service-worker.ts";

/**
 * Matches, messages, likes and super likes that arrive while the member looks at another tab or app, as a system
 * notification with the same tag as the push, so never twice.
 */
export function useBackgroundNotices() {
  useNotices((notice) => {
    if (!notificationsSupported() || Notification.permission !== "granted") return;
    if (document.visibilityState === "visible") return;
    void serviceWorkerRegistration().then((registration) =>
      registration?.showNotification("DevMatch", {
        body: notice.headline,
        tag: notice.tag,
        icon: "/favicon.svg",
        data: { url: notice.link },
      }),
    );
  });
}
