import type { AddressInfo } from "node:net";
import type { ClientToServerEvents, ServerToClientEvents } from "@devmatch/shared";
import { SOCKET_PATH } from "@devmatch/shared";
import { io as connect, type Socket } from "socket.io-client";
import { signIn } from "./factories.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app.ts";

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const listeningUrl = (testApp: Pick<TestApp, "app">) =>
  `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

/**
 * The test app listening on a free port, for tests that need real sockets or raw HTTP. Sockets opened through
 * it are closed by its `close()`.
 */
export async function listeningTestApp(...args: Parameters<typeof createTestApp>) {
  const testApp = await createTestApp(...args);
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const url = listeningUrl(testApp);
  const sockets: ChatSocket[] = [];
  return {
    ...testApp,
    url,
    sockets,
    /** A socket to this server with these handshake headers, connecting. */
    socketClient: (headers: Record<string, string>) => socketClient(url, headers, sockets),
    /** A socket with this session cookie, connected to this server. */
    openSocket: (cookie: string) => openSocket(url, cookie, sockets),
    /** Signs `email` in on this server and connects a socket with that session. */
    async connectAs(email: string) {
      return openSocket(url, (await signIn(testApp, email)).cookie, sockets);
    },
    async close() {
      for (const socket of sockets) socket.close();
      await testApp.close();
    },
  };
}

export type ListeningTestApp = Awaited<ReturnType<typeof listeningTestApp>>;

/**
 * Two listening servers behind one database and one Redis, as in a scaled-out deployment. Counters in Redis
 * outlive a test run and every run signs in many members from 127.0.0.1, so sign-in is not limited per address.
 */
export async function twoServers(env: Record<string, string> = {}) {
  const shared = { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", RATE_LIMIT_LOGIN_PER_IP: "1000000" };
  const one = await listeningTestApp({ ...shared, ...env });
  const two = await listeningTestApp({ ...shared, ...env }, { database: one.database });
  return [one, two] as const;
}

/** A Socket.IO client to `url` with these handshake headers, connecting (not yet connected). */
function socketClient(url: string, headers: Record<string, string>, opened: ChatSocket[] = []): ChatSocket {
  const socket: ChatSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** A real Socket.IO client with a session cookie, connected (or rejecting with the refusal). */
export function openSocket(url: string, cookie: string, opened: ChatSocket[] = []): Promise<ChatSocket> {
  const socket = socketClient(url, { cookie, origin: TEST_ORIGIN }, opened);
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
