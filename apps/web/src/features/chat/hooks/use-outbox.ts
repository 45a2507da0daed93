import {
  type ApiErrorCode,
  type ChatMessage,
  type ChatPhoto,
  type ChatVoiceNote,
  MESSAGES,
  type QuotedMessage,
} from "@devmatch/shared";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { withoutFieldName } from "../../../lib/api-client.ts";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { newClientId } from "../lib/client-id.ts";
import type { OutgoingMessage } from "../lib/timeline.ts";

/** A send not confirmed by then counts as failed; the person can retry, and a late confirmation still wins. */
export const SEND_TIMEOUT_MS = 10_000;
/** While the server says it could not store messages (its database is away), it is asked again this often. */
export const STORE_RETRY_MS = 3_000;

const failureText = (code: ApiErrorCode, error: string) =>
  code === "RATE_LIMITED" ? MESSAGES.chat.rateLimited : withoutFieldName(error);

/** What a message carries besides its text, kept with it so every resend sends the same. */
interface DeliverOptions {
  confirmed?: boolean;
  replyTo?: QuotedMessage | null;
  photo?: ChatPhoto | null;
  voice?: ChatVoiceNote | null;
}

const optionsOf = (item: OutgoingMessage): DeliverOptions => ({
  replyTo: item.replyTo,
  photo: item.photo,
  voice: item.voice,
  confirmed: item.confirmed,
});

/**
 * My messages on their way: shown at once, sent over the socket, and dropped from here when the server has
 * stored them (`onStored` then holds them). A retry resends with the same client id.
 */
export function useOutbox({
  targetUserId,
  onStored,
}: {
  targetUserId: string;
  onStored: (message: ChatMessage) => void;
}) {
  const socket = useSocket();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const outboxRef = useRef(outbox);
  useLayoutEffect(() => {
    outboxRef.current = outbox;
  });
  const attempts = useRef(new Map<string, number>());
  /** The connection the messages written before it opened were sent on. */
  const flushedFor = useRef<unknown>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const update = useCallback((clientId: string, patch: Partial<OutgoingMessage>) => {
    setOutbox((current) => current.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)));
  }, []);

  const deliver = useCallback(
    (clientId: string, text: string, options: DeliverOptions = {}) => {
      const { confirmed = false, replyTo, photo, voice } = options;
      const attempt = (attempts.current.get(clientId) ?? 0) + 1;
      attempts.current.set(clientId, attempt);
      const current = () => attempts.current.get(clientId) === attempt;
      // The connection opens once the page is up: until then the message waits, pending, and goes with it.
      if (!socket) return;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // Offline, the message stays pending: it is sent again as soon as the connection is back.
        if (current() && socket.connected) update(clientId, { status: "failed" });
      }, SEND_TIMEOUT_MS);
      timers.current.add(timer);
      const payload = {
        targetUserId,
        ...(text ? { text } : {}),
        ...(photo && { photoId: photo.id }),
        ...(voice && { voiceId: voice.id }),
        clientId,
        ...(confirmed && { confirmed }),
        ...(replyTo && { replyTo: replyTo._id }),
      };
      socket.emit("sendMessage", payload, (result) => {
        clearTimeout(timer);
        timers.current.delete(timer);
        if (result.ok) {
          onStored(result.message);
          setOutbox((items) => items.filter((item) => item.clientId !== clientId));
        } else if (current() && result.code === "DATABASE_UNAVAILABLE") {
          const again = setTimeout(() => {
            timers.current.delete(again);
            if (current()) deliver(clientId, text, options);
          }, STORE_RETRY_MS);
          timers.current.add(again);
        } else if (current() && result.code === "CONFIRMATION_REQUIRED") {
          update(clientId, { status: "unsure", error: result.error });
        } else if (current()) {
          update(clientId, { status: "failed", error: failureText(result.code, result.error) });
        }
      });
    },
    [socket, targetUserId, onStored, update],
  );

  // A connection that dropped (network change, or the server went away and another took over) loses the
  // answers to what was in flight: send every pending message again; the client id makes it count once. What
  // was written before the connection first opened goes the same way.
  useEffect(() => {
    if (!socket) return;
    const resendPending = () => {
      for (const item of outboxRef.current)
        if (item.status === "pending") deliver(item.clientId, item.text, optionsOf(item));
    };
    if (flushedFor.current !== socket) {
      flushedFor.current = socket;
      resendPending();
    }
    socket.on("connect", resendPending);
    return () => {
      socket.off("connect", resendPending);
    };
  }, [socket, deliver]);

  const send = useCallback(
    (
      text: string,
      replyTo: QuotedMessage | null = null,
      options: { photo?: ChatPhoto; voice?: ChatVoiceNote; confirmed?: boolean } = {},
    ) => {
      const clientId = newClientId();
      const outgoing: OutgoingMessage = {
        clientId,
        text,
        createdAt: new Date().toISOString(),
        status: "pending",
        replyTo,
        photo: options.photo,
        voice: options.voice,
        confirmed: options.confirmed,
      };
      setOutbox((current) => [...current, outgoing]);
      deliver(clientId, text, optionsOf(outgoing));
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = outboxRef.current.find((outgoing) => outgoing.clientId === clientId);
      if (!item) return;
      update(clientId, { status: "pending", error: undefined });
      deliver(clientId, item.text, optionsOf(item));
    },
    [deliver, update],
  );

  /** Sends a message the server asked "Are you sure?" about, as written. */
  const sendAnyway = useCallback(
    (clientId: string) => {
      const item = outboxRef.current.find((outgoing) => outgoing.clientId === clientId);
      if (!item) return;
      update(clientId, { status: "pending", error: undefined, confirmed: true });
      deliver(clientId, item.text, { ...optionsOf(item), confirmed: true });
    },
    [deliver, update],
  );

  /** Takes a message back to edit it: it leaves the outbox, and its text is returned. */
  const takeBack = useCallback((clientId: string) => {
    const item = outboxRef.current.find((outgoing) => outgoing.clientId === clientId);
    setOutbox((current) => current.filter((outgoing) => outgoing.clientId !== clientId));
    return item?.text ?? "";
  }, []);

  return { outbox, send, retry, sendAnyway, takeBack };
}
