import { useEffect, useLayoutEffect, useRef } from "react";
import { type SocketListenEvents, useSocket } from "./socket-context.ts";

/**
 * Listens to one event for as long as the component is mounted. The latest handler is always the one called,
 * so handlers may read fresh state without re-subscribing on every render.
 */
export function useSocketEvent<E extends keyof SocketListenEvents>(event: E, handler: SocketListenEvents[E]) {
  const socket = useSocket();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: unknown[]) =>
      (latest.current as (...received: unknown[]) => void)(...args)) as SocketListenEvents[E];
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
