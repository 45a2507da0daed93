import { useEffect, useLayoutEffect, useRef } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";

/**
 * Joins the chat on the server now and again after every reconnect (the server forgets joins when a connection
 * drops). Each (re)connection after the screen opened may have missed messages, so `onConnected` catches up; a join
 * answers the conversation's newest message number, so `onJoined` can tell one that came while the screen opened.
 */
export function useJoinChat(
  targetUserId: string,
  { onJoined, onConnected }: { onJoined: (latestSeq: number) => void; onConnected: () => void },
) {
  const socket = useSocket();
  const handlers = useRef({ onJoined, onConnected });
  useLayoutEffect(() => {
    handlers.current = { onJoined, onConnected };
  });

  useEffect(() => {
    if (!socket) return;
    const join = () =>
      socket.emit("joinChat", { targetUserId }, (result) => {
        if (result.ok) handlers.current.onJoined(result.latestSeq ?? 0);
      });
    const onConnect = () => {
      join();
      handlers.current.onConnected();
    };
    if (socket.connected) join();
    socket.on("connect", onConnect);
    return () => {
      socket.off("connect", onConnect);
    };
  }, [socket, targetUserId]);
}
