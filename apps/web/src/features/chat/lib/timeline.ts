import type { ChatMessage, LikedItem } from "@devmatch/shared";

/** A message of mine the server has not confirmed yet. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  /** `unsure`: the server asked "Are you sure?" (it may hurt); the sender edits it or sends it anyway. */
  status: "pending" | "failed" | "unsure";
  /** Why the last attempt failed, when the server said. */
  error?: string;
}

export type Delivery = "pending" | "sent" | "read" | "failed" | "unsure";

export interface TimelineEntry {
  /** Stays the same when my message goes from pending to stored, so its bubble is not re-created. */
  key: string;
  clientId: string;
  text: string;
  createdAt: string;
  mine: boolean;
  /** Only for my messages. */
  delivery?: Delivery;
  error?: string;
  /** Only for theirs: screening read it as hurtful, so the reader is asked whether it bothers them. */
  flagged?: boolean;
  /** A like's comment that opened the chat: what it answered. */
  quote?: LikedItem | null;
}

/** One list, oldest first, each message once: the same message can come from a page, the socket and a catch-up. */
export function mergeMessages(...lists: readonly ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const list of lists) {
    for (const message of list) {
      const known = byId.get(message._id);
      byId.set(message._id, known ? { ...message, readAt: message.readAt ?? known.readAt } : message);
    }
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export const highestSeq = (messages: readonly ChatMessage[]) =>
  messages.reduce((highest, message) => Math.max(highest, message.seq), 0);

/** Stored messages in server order, then mine still on the way, in the order they were written. */
export function buildTimeline({
  stored,
  outbox,
  meId,
  readUpTo,
}: {
  stored: readonly ChatMessage[];
  outbox: readonly OutgoingMessage[];
  meId: string;
  /** The partner has read every message up to this seq. */
  readUpTo: number;
}): TimelineEntry[] {
  const storedClientIds = new Set<string>();
  const entries = stored.map((message): TimelineEntry => {
    const mine = message.senderId._id === meId;
    if (!mine)
      return {
        key: message._id,
        clientId: message.clientId,
        text: message.text,
        createdAt: message.createdAt,
        mine,
        flagged: message.flagged,
        quote: message.quote,
      };
    storedClientIds.add(message.clientId);
    const read = message.readAt !== null || message.seq <= readUpTo;
    return {
      key: `mine-${message.clientId}`,
      clientId: message.clientId,
      text: message.text,
      createdAt: message.createdAt,
      mine,
      delivery: read ? "read" : "sent",
      quote: message.quote,
    };
  });
  const waiting = outbox
    .filter((outgoing) => !storedClientIds.has(outgoing.clientId))
    .map(
      (outgoing): TimelineEntry => ({
        key: `mine-${outgoing.clientId}`,
        clientId: outgoing.clientId,
        text: outgoing.text,
        createdAt: outgoing.createdAt,
        mine: true,
        delivery: outgoing.status,
        error: outgoing.error,
      }),
    );
  return [...entries, ...waiting];
}
