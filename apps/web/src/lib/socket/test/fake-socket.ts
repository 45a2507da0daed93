import type { ClientToServerEvents } from "@devmatch/shared";
import { act } from "@testing-library/react";
import type { AppSocket, SocketListenEvents } from "../socket-context.ts";

type ClientEvent = keyof ClientToServerEvents;
type Listener = (...args: unknown[]) => void;
type AnyFunction = (...args: never[]) => unknown;
type Args<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>;
/** The acknowledgement callback of an event: its last argument, after the payload or alone. */
type AckOf<E extends ClientEvent> = NonNullable<Extract<Args<E>[number], AnyFunction>>;
/** The payload of an event; `undefined` for an event that sends only an acknowledgement. */
type PayloadOf<E extends ClientEvent> =
  | Exclude<Args<E>[0], AnyFunction>
  | (Args<E>[0] extends AnyFunction ? undefined : never);

export interface Emitted<E extends ClientEvent = ClientEvent> {
  event: E;
  payload: PayloadOf<E>;
  ack?: AckOf<E>;
}

/**
 * Stands in for the Socket.IO connection: records what the app emits, lets a test answer acknowledgements and
 * push server events. Acks for `joinChat` are answered at once unless a test says otherwise.
 */
export class FakeSocket implements AppSocket {
  connected = true;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly responders = new Map<string, (payload: unknown) => unknown>([
    ["joinChat", () => ({ ok: true, matchId: "match-1" })],
  ]);

  on<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return this;
  }

  off<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]) {
    this.listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  emit<E extends ClientEvent>(event: E, ...args: Parameters<ClientToServerEvents[E]>) {
    const [payload, ack] = (typeof args[0] === "function" ? [undefined, args[0]] : args) as [
      Emitted<E>["payload"],
      AckOf<E> | undefined,
    ];
    this.emitted.push({ event, payload, ack } as Emitted);
    const responder = this.responders.get(event);
    if (responder && ack) (ack as (result: unknown) => void)(responder(payload));
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** Answers every later `event` acknowledgement with `reply(payload)`; null leaves them unanswered. */
  respond<E extends ClientEvent>(
    event: E,
    reply: ((payload: Emitted<E>["payload"]) => Parameters<AckOf<E>>[0]) | null,
  ) {
    if (reply) this.responders.set(event, reply as (payload: unknown) => unknown);
    else this.responders.delete(event);
  }

  /** The payloads the app emitted for `event`, oldest first. */
  sent<E extends ClientEvent>(event: E): Emitted<E>["payload"][] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload as Emitted<E>["payload"]);
  }

  /** The latest `event` the app emitted, to answer its acknowledgement by hand. */
  last<E extends ClientEvent>(event: E): Emitted<E> {
    const found = this.emitted.filter((entry) => entry.event === event).at(-1);
    if (!found) throw new Error(`nothing emitted for ${event}`);
    return found as Emitted<E>;
  }

  /** Answers an acknowledgement inside act, as the server's reply would arrive. */
  ack<E extends ClientEvent>(entry: Emitted<E>, result: Parameters<AckOf<E>>[0]) {
    act(() => (entry.ack as ((value: unknown) => void) | undefined)?.(result));
  }

  /** Delivers a server event to every listener, inside act. */
  serverEmit<E extends keyof SocketListenEvents>(event: E, ...args: Parameters<SocketListenEvents[E]>) {
    act(() => {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
    });
  }

  listenerCount(event: keyof SocketListenEvents) {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** Drops the connection and brings it back, as a network change would. */
  reconnect() {
    this.connected = false;
    this.serverEmit("disconnect", "transport close");
    this.connected = true;
    this.serverEmit("connect");
  }
}
