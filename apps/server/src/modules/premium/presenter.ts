import type { Liker, ReceivedRequest } from "@devmatch/shared";

/** A like as Who Liked Me lists it. */
export const presentLiker = (like: ReceivedRequest): Liker => ({
  userId: like.fromUserId._id,
  firstName: like.fromUserId.firstName,
  age: like.fromUserId.age,
  photoUrl: like.fromUserId.photoUrl,
  isSuperLike: like.action === "superlike",
});
