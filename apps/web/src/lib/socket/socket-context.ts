import type { ClientToServerEvents, ServerToClientEvents } from "@devmatch/shared";
import { createContext, useContext } from "react";

/** Events the connection itself raises, besides the server's own. */
export interface ConnectionEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
}

export type SocketListenEvents = ServerToClientEvents & ConnectionEvents;

/**
 * The part of a Socket.IO client the app uses. Screens depend on this rather than on the library's class, so a
 * test can hand in a small fake with the same surface.
 */
export interface AppSocket {
  readonly connected: boolean;
  on<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): unknown;
  off<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): unknown;
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): unknown;
  disconnect(): unknown;
}

export const SocketContext = createContext<AppSocket | null>(null);

/** The app's one connection, or null while signed out, still connecting the first time, or outside the app. */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}
