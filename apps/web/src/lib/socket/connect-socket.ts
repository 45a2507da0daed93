import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from "@devmatch/shared";
import type { Socket } from "socket.io-client";
import type { AppSocket } from "./socket-context.ts";

/**
 * Opens the connection. The client library is fetched only here, so screens before sign-in never download it.
 * The session cookie authenticates the socket; reconnection never gives up, as a phone drops off networks often.
 */
export async function connectSocket(): Promise<AppSocket> {
  const { io } = await import("socket.io-client");
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  });
  // The same methods and events; the library's overloaded generics just don't unify with the narrower interface.
  return socket as unknown as AppSocket;
}
