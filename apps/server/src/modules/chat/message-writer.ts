import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import { namedStatement } from "../../db/prepared.ts";
import { chatPhotos, chatVoiceNotes, messages } from "../../db/schema.ts";

export type MessageRow = typeof messages.$inferSelect;
/** A stored message with the message it quotes, as the writer and the history read it. */
export type StoredMessage = MessageRow & {
  quoted: { id: string; senderId: string; kind: MessageRow["kind"]; text: string } | null;
  reactions: { userId: string; emoji: string }[];
  /** A photo message's photo, while it exists. */
  photo: { id: string; width: number; height: number; explicit: boolean } | null;
  /** A voice message's recording, while it exists. */
  voice: { id: string; durationMs: number } | null;
};
export interface NewMessage {
  matchId: string;
  senderId: string;
  clientId: string;
  kind: MessageRow["kind"];
  /** Stored only when it names a message of the same conversation; otherwise the message is not stored. */
  replyTo: string | null;
  text: string;
  flag: MessageRow["flag"];
  sentAnyway: boolean;
  /**
   * A photo message's photo: stored only when the sender uploaded it to this conversation, it is in no other
   * message, and (if the nudity check flagged it) `confirmed` is set; otherwise the message is not stored.
   */
  photoId?: string | null;
  /** A voice message's recording: stored only when the sender recorded it in this conversation and it is in no other message. */
  voiceId?: string | null;
  confirmed?: boolean;
  call?: { outcome: NonNullable<MessageRow["callOutcome"]>; seconds: number } | null;
}

/** Most messages one statement stores. */
const BATCH_MAX = 200;
/** Statements writing messages at once; messages arriving meanwhile wait and go together in the next one. */
const WRITERS = 3;

const column = (name: string) => sql.identifier(name);

/**
 * Every message is stored by this one statement, a whole batch at a time: the rows in the order they came, each
 * kept once per sender and client id (a resend's row is simply not inserted again, and the caller reads the
 * stored one). A reply is stored only when the message it quotes is in the same conversation, a photo only when
 * its sender uploaded it to this conversation and confirmed it if it was flagged, and a voice note only when its
 * sender recorded it in this conversation (else the row is left out and the caller says why); the quoted message,
 * the photo and the voice note come back with the stored row.
 */
const insertMessages = namedStatement<
  Record<string, unknown>,
  {
    matchIds: string[];
    senderIds: string[];
    clientIds: string[];
    kinds: string[];
    replyTos: (string | null)[];
    texts: string[];
    flags: (string | null)[];
    sentAnyway: boolean[];
    photoIds: (string | null)[];
    voiceIds: (string | null)[];
    confirmed: boolean[];
    callOutcomes: (string | null)[];
    callSeconds: (number | null)[];
  }
>(
  "insert_messages",
  sql`with stored as (
    insert into ${messages} (${column(messages.matchId.name)}, ${column(messages.senderId.name)}, ${column(messages.clientId.name)}, ${column(messages.kind.name)}, ${column(messages.replyTo.name)}, ${column(messages.text.name)}, ${column(messages.flag.name)}, ${column(messages.sentAnyway.name)}, ${column(messages.photoId.name)}, ${column(messages.voiceId.name)}, ${column(messages.callOutcome.name)}, ${column(messages.callSeconds.name)})
    select n.match_id, n.sender_id, n.client_id, n.kind, n.reply_to, n.text, n.flag,
      n.sent_anyway or coalesce(p.explicit, false), n.photo_id, n.voice_id, n.call_outcome, n.call_seconds
    from unnest(${sql.placeholder("matchIds")}::uuid[], ${sql.placeholder("senderIds")}::uuid[],
      ${sql.placeholder("clientIds")}::text[], ${sql.placeholder("kinds")}::text[], ${sql.placeholder("replyTos")}::uuid[],
      ${sql.placeholder("texts")}::text[], ${sql.placeholder("flags")}::text[],
      ${sql.placeholder("sentAnyway")}::boolean[], ${sql.placeholder("photoIds")}::uuid[],
      ${sql.placeholder("voiceIds")}::uuid[], ${sql.placeholder("confirmed")}::boolean[], ${sql.placeholder("callOutcomes")}::text[],
      ${sql.placeholder("callSeconds")}::int[])
      as n(match_id, sender_id, client_id, kind, reply_to, text, flag, sent_anyway, photo_id, voice_id, confirmed, call_outcome, call_seconds)
    left join ${chatPhotos} p on p.id = n.photo_id and p.match_id = n.match_id and p.uploader_id = n.sender_id
    left join ${chatVoiceNotes} v on v.id = n.voice_id and v.match_id = n.match_id and v.uploader_id = n.sender_id
    where (n.reply_to is null
      or exists (select 1 from ${messages} q where q.id = n.reply_to and q.match_id = n.match_id))
      and (n.photo_id is null or (p.id is not null and (not p.explicit or n.confirmed)))
      and (n.voice_id is null or v.id is not null)
    on conflict do nothing
    returning *
  )
  select s.id, s.seq::float8 as seq, s.match_id as "matchId", s.sender_id as "senderId", s.client_id as "clientId",
    s.kind, s.reply_to as "replyTo", s.text, s.flag, s.sent_anyway as "sentAnyway", s.created_at as "createdAt",
    s.read_at as "readAt", q.sender_id as "quotedSenderId", q.kind as "quotedKind", q.text as "quotedText",
    s.photo_id as "photoId", p.width as "photoWidth", p.height as "photoHeight", p.explicit as "photoExplicit",
    s.voice_id as "voiceId", v.duration_ms as "voiceDurationMs",
    s.call_outcome as "callOutcome", s.call_seconds as "callSeconds"
  from stored s left join ${messages} q on q.id = s.reply_to left join ${chatPhotos} p on p.id = s.photo_id
    left join ${chatVoiceNotes} v on v.id = s.voice_id`,
);

const keyOf = (message: Pick<NewMessage, "senderId" | "clientId">) => `${message.senderId}\u0000${message.clientId}`;

const kindOf = (value: unknown): MessageRow["kind"] =>
  value === "photo" || value === "voice" || value === "call" ? value : "text";
const outcomeOf = (value: unknown): MessageRow["callOutcome"] =>
  value === "ended" || value === "missed" || value === "declined" ? value : null;

function rowOf(raw: Record<string, unknown>): StoredMessage {
  const at = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  const replyTo = raw.replyTo === null || raw.replyTo === undefined ? null : String(raw.replyTo);
  const photoId = raw.photoId === null || raw.photoId === undefined ? null : String(raw.photoId);
  const voiceId = raw.voiceId === null || raw.voiceId === undefined ? null : String(raw.voiceId);
  return {
    id: String(raw.id),
    seq: Number(raw.seq),
    matchId: String(raw.matchId),
    senderId: String(raw.senderId),
    clientId: String(raw.clientId),
    kind: kindOf(raw.kind),
    replyTo,
    quoted:
      replyTo && raw.quotedSenderId
        ? {
            id: replyTo,
            senderId: String(raw.quotedSenderId),
            kind: kindOf(raw.quotedKind),
            text: String(raw.quotedText),
          }
        : null,
    photoId,
    photo:
      photoId && raw.photoWidth !== null && raw.photoWidth !== undefined
        ? {
            id: photoId,
            width: Number(raw.photoWidth),
            height: Number(raw.photoHeight),
            explicit: raw.photoExplicit === true,
          }
        : null,
    voiceId,
    voice:
      voiceId && raw.voiceDurationMs !== null && raw.voiceDurationMs !== undefined
        ? { id: voiceId, durationMs: Number(raw.voiceDurationMs) }
        : null,
    callOutcome: outcomeOf(raw.callOutcome),
    callSeconds: raw.callSeconds === null || raw.callSeconds === undefined ? null : Number(raw.callSeconds),
    reactions: [],
    text: String(raw.text),
    flag: raw.flag === "insult" ? "insult" : null,
    sentAnyway: raw.sentAnyway === true,
    // Chat messages quote nothing: only a like's comment opening the chat does (written with the match).
    quote: null,
    createdAt: at(raw.createdAt),
    readAt: raw.readAt === null || raw.readAt === undefined ? null : at(raw.readAt),
  };
}

interface Waiting {
  message: NewMessage;
  done: (row: StoredMessage | null) => void;
  failed: (error: unknown) => void;
}

/**
 * Stores messages for their senders, many at a time: a message that finds a writer free is stored at once, and
 * those arriving while every writer is busy wait and are stored together by the next. Each sender still hears
 * back only once its message is committed; with many conversations at once, a round trip and a commit serve a
 * whole batch instead of one message.
 */
function createMessageWriter(database: Pick<DatabaseHandle, "plannedOnce">) {
  const waiting: Waiting[] = [];
  let writing = 0;

  async function write(batch: Waiting[]) {
    try {
      const rows = await insertMessages.execute(database, {
        matchIds: batch.map(({ message }) => message.matchId),
        senderIds: batch.map(({ message }) => message.senderId),
        clientIds: batch.map(({ message }) => message.clientId),
        kinds: batch.map(({ message }) => message.kind),
        replyTos: batch.map(({ message }) => message.replyTo),
        texts: batch.map(({ message }) => message.text),
        flags: batch.map(({ message }) => message.flag),
        sentAnyway: batch.map(({ message }) => message.sentAnyway),
        photoIds: batch.map(({ message }) => message.photoId ?? null),
        voiceIds: batch.map(({ message }) => message.voiceId ?? null),
        confirmed: batch.map(({ message }) => message.confirmed === true),
        callOutcomes: batch.map(({ message }) => message.call?.outcome ?? null),
        callSeconds: batch.map(({ message }) => message.call?.seconds ?? null),
      });
      const stored = new Map(rows.map((raw) => [keyOf(raw as never), rowOf(raw)]));
      // A message already stored (a resend), or repeated within the batch, comes back only once: the others
      // answer null and the caller reads the stored row.
      for (const item of batch) {
        const key = keyOf(item.message);
        item.done(stored.get(key) ?? null);
        stored.delete(key);
      }
    } catch (error) {
      for (const item of batch) item.failed(error);
    }
  }

  function startWriting() {
    while (writing < WRITERS && waiting.length > 0) {
      writing += 1;
      void write(waiting.splice(0, BATCH_MAX)).finally(() => {
        writing -= 1;
        startWriting();
      });
    }
  }

  return {
    /** The stored row, or null when this sender's client id was already used (a resend) or the reply was refused. */
    insert(message: NewMessage): Promise<StoredMessage | null> {
      return new Promise((done, failed) => {
        waiting.push({ message, done, failed });
        startWriting();
      });
    },
  };
}

const writers = new WeakMap<object, ReturnType<typeof createMessageWriter>>();

/** The message writer of a database handle (one per handle, so every chat on this server shares its batches). */
export function messageWriter(database: Pick<DatabaseHandle, "plannedOnce">) {
  let writer = writers.get(database);
  if (!writer) {
    writer = createMessageWriter(database);
    writers.set(database, writer);
  }
  return writer;
}
