import type { AddressInfo } from "node:net";
import type { ClientToServerEvents, ServerToClientEvents } from "@devmatch/shared";
import { io as connect, type Socket } from "socket.io-client";
import { SOCKET_PATH } from "../realtime/server.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const listeningUrl = (testApp: Pick<TestApp, "app">) =>
  `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

/** A real Socket.IO client with a session cookie, connected (or rejecting with the refusal). */
export function openSocket(url: string, cookie: string, opened: ChatSocket[] = []): Promise<ChatSocket> {
  const socket: ChatSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: { cookie, origin: TEST_ORIGIN },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

/** The next `event` matching `predicate`, or a rejection after `timeoutMs`. */
export function nextEvent<Event extends keyof ServerToClientEvents>(
  socket: ChatSocket,
  event: Event,
  predicate: (...payload: Parameters<ServerToClientEvents[Event]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[Event]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (...payload: Parameters<ServerToClientEvents[Event]>) => {
      if (!predicate(...payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload[0]);
    };
    socket.on(event, listener as never);
  });
}

/** Resolves when nothing of `event` arrives for `ms`; rejects if one does. */
export function noEvent(socket: ChatSocket, event: keyof ServerToClientEvents, ms = 400): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = () => reject(new Error(`unexpected ${String(event)}`));
    socket.on(event, listener);
    setTimeout(() => {
      socket.off(event, listener);
      resolve();
    }, ms);
  });
}

export function send(socket: ChatSocket, payload: Record<string, unknown>) {
  return socket.timeout(5000).emitWithAck("sendMessage", payload as never);
}

export function join(socket: ChatSocket, targetUserId: string) {
  return socket.timeout(5000).emitWithAck("joinChat", { targetUserId });
}
