import { type ChatHistory, type ChatMessage, REACTION_EMOJIS, type ReactionEmoji } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";
import { presentLikedItem } from "../starters/liked-presenter.ts";
import { photoThumbUrl, photoUrl } from "../users/presenter.ts";
import type { StoredMessage } from "./message-writer.ts";
import { chatPhotoUrl } from "./photos.ts";
import { chatVoiceUrl } from "./voice-notes.ts";

export type Sender = Pick<UserRow, "id" | "firstName" | "lastName">;

const isReaction = (emoji: string): emoji is ReactionEmoji => (REACTION_EMOJIS as readonly string[]).includes(emoji);

/** A message as both members see it: the fields every kind shares, then its kind's own. */
export function presentMessage(row: StoredMessage, sender: Sender): ChatMessage {
  const shared = {
    _id: row.id,
    seq: row.seq,
    clientId: row.clientId,
    senderId: { _id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    flagged: row.flag !== null,
    quote: presentLikedItem(row.quote),
    replyTo: row.quoted
      ? { _id: row.quoted.id, senderId: row.quoted.senderId, kind: row.quoted.kind, text: row.quoted.text }
      : null,
    reactions: row.reactions.flatMap(({ userId, emoji }) => (isReaction(emoji) ? [{ userId, emoji }] : [])),
  };
  switch (row.kind) {
    case "text":
      return { ...shared, kind: "text", text: row.text };
    case "photo":
      return {
        ...shared,
        kind: "photo",
        text: row.text,
        photo: row.photo ? { ...row.photo, url: chatPhotoUrl(row.photo.id) } : null,
      };
    case "voice":
      return {
        ...shared,
        kind: "voice",
        text: row.text,
        voice: row.voice ? { ...row.voice, url: chatVoiceUrl(row.voice.id) } : null,
      };
    case "call":
      return {
        ...shared,
        kind: "call",
        text: row.text,
        call: { outcome: row.callOutcome ?? "ended", seconds: row.callSeconds ?? 0 },
      };
  }
}

/** The other member as the chat's header shows them. */
export function presentParticipant(
  partner: UserRow,
  { primaryPhotoId, isOnline }: { primaryPhotoId: string | null; isOnline: boolean },
): ChatHistory["participant"] {
  return {
    _id: partner.id,
    firstName: partner.firstName,
    lastName: partner.lastName,
    photoUrl: primaryPhotoId ? photoUrl(primaryPhotoId) : null,
    avatarUrl: primaryPhotoId ? photoThumbUrl(primaryPhotoId) : null,
    photoVerified: partner.photoVerifiedAt !== null,
    isOnline,
    lastActive: partner.lastActiveAt.toISOString(),
  };
}
