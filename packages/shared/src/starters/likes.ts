/** Likes on a photo, a prompt or the code card: what they may say. Plain values, beside their schemas. */
export const LIKE_COMMENT_MAX = 140;
export const LIKED_KINDS = ["photo", "prompt", "code"] as const;
export type LikedKind = (typeof LIKED_KINDS)[number];
