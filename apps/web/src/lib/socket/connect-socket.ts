import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from "@devmatch/shared";
import type { Socket } from "socket.io-client";
import type { AppSocket } from "./socket-context.ts";

const REFUSED_FOR_GOOD = new Set(["UNAUTHENTICATED", "ONBOARDING_INCOMPLETE"]);
const RETRY_AFTER_REFUSAL_MS = 2_000;

/**
 * Opens the connection. The client library is fetched only here, so screens before sign-in never download it.
 * The session cookie authenticates the socket; reconnection never gives up, as a phone drops off networks often.
 * It speaks WebSocket from the start: no long-polling handshake to upgrade from (three requests and their work
 * on the main thread as the first screen settles), and any server behind the load balancer can take it, since
 * there is no polling session for the next request to find on another one.
 */
export async function connectSocket(): Promise<AppSocket> {
  const { io } = await import("socket.io-client");
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    transports: ["websocket"],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  });
  socket.on("connect_error", (error) => {
    // A refusal at the server's handshake check ends the library's own reconnecting. Only a member signed out or
    // not yet onboarded is refused for good; anything else (a server briefly unable to read the session) passes.
    if (socket.active || REFUSED_FOR_GOOD.has(error.message)) return;
    setTimeout(() => {
      if (!socket.connected) socket.connect();
    }, RETRY_AFTER_REFUSAL_MS);
  });
  // The same methods and events; the library's overloaded generics just don't unify with the narrower interface.
  return socket as unknown as AppSocket;
}
