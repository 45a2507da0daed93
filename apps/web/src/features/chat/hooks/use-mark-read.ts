import { useCallback, useEffect, useRef } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { useClearChatUnread } from "../../../lib/unread/use-clear-chat-unread.ts";
import { pageIsVisible } from "../../../lib/unread/use-open-chat.ts";

/**
 * Marks the partner's messages read, but only while the page is visible: a message that arrives in a background
 * tab stays unread until the person comes back to it.
 */
export function useMarkRead(targetUserId: string) {
  const socket = useSocket();
  const clearUnread = useClearChatUnread();
  const waiting = useRef(false);

  const markRead = useCallback(() => {
    if (!pageIsVisible()) {
      waiting.current = true;
      return;
    }
    waiting.current = false;
    socket?.emit("markRead", { targetUserId });
    clearUnread(targetUserId);
  }, [socket, targetUserId, clearUnread]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (waiting.current && pageIsVisible()) markRead();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => document.removeEventListener("visibilitychange", onVisibilityChange);
  }, [markRead]);

  return markRead;
}
