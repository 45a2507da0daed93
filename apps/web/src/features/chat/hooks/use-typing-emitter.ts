import { TYPING_IDLE_MS } from "@devmatch/shared";
import { useCallback, useEffect, useRef } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";

/**
 * Tells the partner I am typing: once on the first keystroke, and "stopped" after a pause of TYPING_IDLE_MS, on
 * send, and when I leave the chat. Keystrokes in between send nothing.
 */
export function useTypingEmitter(targetUserId: string) {
  const socket = useSocket();
  const typing = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (!typing.current) return;
    typing.current = false;
    socket?.emit("typing", { targetUserId, isTyping: false });
  }, [socket, targetUserId]);

  const keystroke = useCallback(() => {
    // Offline, "typing" would be queued and reach the partner long after it stopped being true.
    if (!socket?.connected) return;
    if (!typing.current) {
      typing.current = true;
      socket.emit("typing", { targetUserId, isTyping: true });
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [socket, targetUserId, stop]);

  useEffect(() => stop, [stop]);

  return { keystroke, stop };
}
