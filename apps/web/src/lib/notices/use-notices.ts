import { describeNotice, type Notice } from "@devmatch/shared";
import { useSessionUser } from "../session-user.ts";
import { useSocketEvent } from "../socket/use-socket-event.ts";

/**
 * Every notice the socket brings while the app is open — matches, likes, super likes, and messages from others —
 * described once (`describeNotice` in shared, as the server's push and email are). Toasts, system notifications,
 * the unread badges and the chats list all listen here.
 */
export function useNotices(onNotice: (notice: Notice) => void) {
  const { data: me } = useSessionUser();
  useSocketEvent("notification", (event) => onNotice(describeNotice(event)));
  useSocketEvent("messageReceived", (message) => {
    // The member's own messages from another tab are not news.
    if (message.senderId._id === me?._id) return;
    onNotice(describeNotice({ type: "message", fromUserId: message.senderId._id, firstName: message.firstName }));
  });
}
