import { useSessionUser } from "../../../lib/session-user.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { notificationsSupported, serviceWorkerRegistration } from "../lib/service-worker.ts";

/** Shows a system notification while the tab is in the background; same tag as the push, so never twice. */
async function showNotice(body: string, url: string, tag: string) {
  if (!notificationsSupported() || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible") return;
  const registration = await serviceWorkerRegistration();
  await registration?.showNotification("DevMatch", { body, tag, icon: "/favicon.svg", data: { url } });
}

/** Matches, messages, likes and super likes that arrive while the member looks at another tab or app. */
export function useBackgroundNotices() {
  const { data: user } = useSessionUser();
  useSocketEvent("messageReceived", (message) => {
    if (message.senderId._id === user?._id) return;
    void showNotice(
      `${message.firstName} sent you a message`,
      `/app/chat/${message.senderId._id}`,
      `message-${message.senderId._id}`,
    );
  });
  useSocketEvent("notification", (notification) => {
    if (notification.type === "like") return void showNotice("Someone likes you", "/app/requests", "like");
    const { type, fromUserId, firstName } = notification;
    if (type === "match")
      void showNotice(`You matched with ${firstName}`, `/app/chat/${fromUserId}`, `match-${fromUserId}`);
    if (type === "superlike")
      void showNotice(`${firstName} super liked you`, "/app/requests", `superlike-${fromUserId}`);
  });
}
