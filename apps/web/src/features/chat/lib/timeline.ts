import type {
  CallOutcome,
  ChatMessage,
  ChatPhoto,
  ChatVoiceNote,
  LikedItem,
  MessageKind,
  MessageReaction,
  QuotedMessage,
  ReactionEmoji,
} from "@devmatch/shared";

/** A message of mine the server has not confirmed yet. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  /** `unsure`: the server asked "Are you sure?" (it may hurt); the sender edits it or sends it anyway. */
  status: "pending" | "failed" | "unsure";
  /** Why the last attempt failed, when the server said. */
  error?: string;
  /** The message it replies to. */
  replyTo?: QuotedMessage | null;
  /** A photo message's photo (uploaded already). */
  photo?: ChatPhoto;
  /** A voice message's recording (uploaded already). */
  voice?: ChatVoiceNote;
  /** The sender already said yes to "Are you sure?". */
  confirmed?: boolean;
}

/** Reactions heard live since the page loaded, by message id then member id (null: removed). */
export type ReactionChanges = Record<string, Record<string, ReactionEmoji | null>>;

export type Delivery = "pending" | "sent" | "read" | "failed" | "unsure";

export interface TimelineEntry {
  /** Stays the same when my message goes from pending to stored, so its bubble is not re-created. */
  key: string;
  clientId: string;
  kind: MessageKind;
  /** The text, or a photo's caption. */
  text: string;
  /** A photo message's photo; null once it was removed. */
  photo?: ChatPhoto | null;
  /** A voice message's recording; null once it was removed. */
  voice?: ChatVoiceNote | null;
  /** A call's log line. */
  call?: { outcome: CallOutcome; seconds: number };
  createdAt: string;
  mine: boolean;
  /** Only for my messages. */
  delivery?: Delivery;
  error?: string;
  /** Only for theirs: screening read it as hurtful, so the reader is asked whether it bothers them. */
  flagged?: boolean;
  /** A like's comment that opened the chat: what it answered. */
  quote?: LikedItem | null;
  /** The stored message's id; none while mine is on its way (it cannot be replied to or reacted to yet). */
  messageId?: string;
  replyTo: QuotedMessage | null;
  reactions: MessageReaction[];
}

/** A message's reactions with the changes heard since it was loaded. */
function reactionsOf(message: ChatMessage, changes: ReactionChanges): MessageReaction[] {
  const changed = changes[message._id];
  if (!changed) return message.reactions;
  const kept = message.reactions.filter((reaction) => !(reaction.userId in changed));
  const added = Object.entries(changed).flatMap(([userId, emoji]) => (emoji ? [{ userId, emoji }] : []));
  return [...kept, ...added];
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

/**
 * The messages that would change what is held (new ones, or ones whose reactions or text changed): a re-read that
 * brings back only what is already shown then changes nothing and draws nothing again.
 */
export function changedMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]) {
  const byId = new Map(held.map((message) => [message._id, message]));
  return incoming.filter((message) => {
    const known = byId.get(message._id);
    return !known || JSON.stringify(mergeMessages([known], [message])[0]) !== JSON.stringify(known);
  });
}

export const highestSeq = (messages: readonly ChatMessage[]) =>
  messages.reduce((highest, message) => Math.max(highest, message.seq), 0);

/** Stored messages in server order, then mine still on the way, in the order they were written. */
export function buildTimeline({
  stored,
  outbox,
  meId,
  readUpTo,
  reactionChanges = {},
}: {
  stored: readonly ChatMessage[];
  outbox: readonly OutgoingMessage[];
  meId: string;
  reactionChanges?: ReactionChanges;
  /** The partner has read every message up to this seq. */
  readUpTo: number;
}): TimelineEntry[] {
  const storedClientIds = new Set<string>();
  const entries = stored.map((message): TimelineEntry => {
    const mine = message.senderId._id === meId;
    const shared = {
      messageId: message._id,
      clientId: message.clientId,
      kind: message.kind,
      text: message.text,
      photo: message.kind === "photo" ? message.photo : undefined,
      voice: message.kind === "voice" ? message.voice : undefined,
      call: message.kind === "call" ? message.call : undefined,
      createdAt: message.createdAt,
      mine,
      quote: message.quote,
      replyTo: message.replyTo,
      reactions: reactionsOf(message, reactionChanges),
    };
    if (!mine) return { ...shared, key: message._id, flagged: message.flagged };
    storedClientIds.add(message.clientId);
    const read = message.readAt !== null || message.seq <= readUpTo;
    return { ...shared, key: `mine-${message.clientId}`, delivery: read ? "read" : "sent" };
  });
  const waiting = outbox
    .filter((outgoing) => !storedClientIds.has(outgoing.clientId))
    .map(
      (outgoing): TimelineEntry => ({
        key: `mine-${outgoing.clientId}`,
        clientId: outgoing.clientId,
        kind: outgoing.photo ? "photo" : outgoing.voice ? "voice" : "text",
        text: outgoing.text,
        photo: outgoing.photo,
        voice: outgoing.voice,
        createdAt: outgoing.createdAt,
        mine: true,
        delivery: outgoing.status,
        error: outgoing.error,
        replyTo: outgoing.replyTo ?? null,
        reactions: [],
      }),
    );
  return [...entries, ...waiting];
}
