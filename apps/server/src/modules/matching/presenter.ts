import { ageOn, type Connection, type ReceivedRequest } from "@devmatch/shared";
import type { matches, PhotoRow, swipes, UserRow } from "../../db/schema.ts";
import { photoUrl, presentPublicProfile } from "../users/presenter.ts";

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
  };
}

interface ConnectionRow {
  match: typeof matches.$inferSelect;
  user: UserRow;
  lastMessage: { text: string; sentAt: string; senderId: string } | null;
  unreadCount: number;
}

/** One conversation of the chats list, seen from `viewerId`. */
export function presentConnection(
  { match, user, lastMessage, unreadCount }: ConnectionRow,
  { viewerId, primaryPhotoId, isOnline }: { viewerId: string; primaryPhotoId: string | null; isOnline: boolean },
): Connection {
  return {
    _id: user.id,
    matchId: match.id,
    matchedAt: match.createdAt.toISOString(),
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth) : null,
    gender: user.gender as Connection["gender"],
    about: user.bio,
    photoUrl: primaryPhotoId ? photoUrl(primaryPhotoId) : null,
    lastMessage: lastMessage
      ? {
          text: lastMessage.text,
          sentAt: new Date(lastMessage.sentAt).toISOString(),
          fromMe: lastMessage.senderId === viewerId,
        }
      : null,
    unreadCount,
    isOnline,
    lastActive: user.lastActiveAt.toISOString(),
  };
}
