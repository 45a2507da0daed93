import { ageOn, type Connection, type MessageKind, type ReceivedRequest } from "@devmatch/shared";
import type { matches, PhotoRow, swipes, UserRow } from "../../db/schema.ts";
import { presentLikedItem } from "../starters/liked-presenter.ts";
import { photoThumbUrl, photoUrl, presentPublicProfile } from "../users/presenter.ts";

/** Someone's like of the member, with their public profile, as the Likes screen lists it. */
export function presentReceivedRequest(
  swipe: typeof swipes.$inferSelect,
  liker: UserRow,
  photos: PhotoRow[],
): ReceivedRequest {
  return {
    _id: swipe.id,
    action: swipe.action as "like" | "superlike",
    createdAt: swipe.createdAt.toISOString(),
    // A like waiting for an answer: the two have not matched.
    fromUserId: presentPublicProfile(liker, photos, { surname: "initial" }),
    liked: presentLikedItem(swipe.liked),
    comment: swipe.comment,
  };
}

interface ConnectionRow {
  match: typeof matches.$inferSelect;
  user: UserRow;
  lastMessage: { kind: MessageKind; text: string; sentAt: string; senderId: string } | null;
  unreadCount: number;
  /** When the partner's unanswered messages began, or null when it is not the member's turn. */
  yourTurnSince: string | null;
}

/** One conversation of the chats list, seen from `viewerId`. */
export function presentConnection(
  { match, user, lastMessage, unreadCount, yourTurnSince }: ConnectionRow,
  { viewerId, primaryPhotoId, isOnline }: { viewerId: string; primaryPhotoId: string | null; isOnline: boolean },
): Connection {
  return {
    _id: user.id,
    matchId: match.id,
    mode: match.mode,
    matchedAt: match.createdAt.toISOString(),
    firstName: user.firstName,
    lastName: user.lastName,
    // Network mode never shows a dating field: no age or gender in a network conversation.
    age: match.mode === "date" && user.dateOfBirth ? ageOn(user.dateOfBirth) : null,
    gender: match.mode === "date" ? (user.gender as Connection["gender"]) : null,
    about: user.bio,
    photoUrl: primaryPhotoId ? photoUrl(primaryPhotoId) : null,
    avatarUrl: primaryPhotoId ? photoThumbUrl(primaryPhotoId) : null,
    lastMessage: lastMessage
      ? {
          kind: lastMessage.kind,
          text: lastMessage.text,
          sentAt: new Date(lastMessage.sentAt).toISOString(),
          fromMe: lastMessage.senderId === viewerId,
        }
      : null,
    unreadCount,
    yourTurn: yourTurnSince ? { waitingSince: new Date(yourTurnSince).toISOString() } : null,
    isOnline,
    lastActive: user.lastActiveAt.toISOString(),
  };
}
