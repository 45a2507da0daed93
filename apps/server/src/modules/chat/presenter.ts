import type { ChatHistory, ChatMessage } from "@devmatch/shared";
import type { messages, UserRow } from "../../db/schema.ts";
import { presentLikedItem } from "../starters/liked-presenter.ts";
import { photoUrl } from "../users/presenter.ts";

type MessageRow = typeof messages.$inferSelect;
export type Sender = Pick<UserRow, "id" | "firstName" | "lastName">;

export function presentMessage(row: MessageRow, sender: Sender): ChatMessage {
  return {
    _id: row.id,
    seq: row.seq,
    clientId: row.clientId,
    senderId: { _id: sender.id, firstName: sender.firstName, lastName: sender.lastName },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    flagged: row.flag !== null,
    quote: presentLikedItem(row.quote),
  };
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
    isOnline,
    lastActive: partner.lastActiveAt.toISOString(),
  };
}
