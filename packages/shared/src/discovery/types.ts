import { z } from "zod";
import { MESSAGE_KINDS } from "../chat/limits.ts";
import { publicProfileSchema } from "../profile/types.ts";
import { likeCommentSchema, likedItemSchema, likeTargetSchema } from "../starters/schemas.ts";
import { COMPATIBILITY_WEIGHTS, type CompatibilityCriterion } from "./compatibility.ts";

/** Points earned out of the criterion's weight; absent when the criterion does not apply. */
export const compatibilitySchema = z.object({
  score: z.number().int(),
  breakdown: z.partialRecord(
    z.enum(Object.keys(COMPATIBILITY_WEIGHTS) as [CompatibilityCriterion, ...CompatibilityCriterion[]]),
    z.object({ points: z.number().int(), max: z.number().int() }),
  ),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;
export type CompatibilityBreakdown = Compatibility["breakdown"];

export const SWIPE_ACTIONS = ["like", "pass", "superlike"] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** The two modes a member can be in: a swipe, a match and a like belong to one of them. */
export const MODES = ["date", "network"] as const;
export type Mode = (typeof MODES)[number];
export const modeSchema = z.enum(MODES, { error: "mode must be date or network" });

export const swipeBodySchema = z
  .strictObject({
    action: z.enum(SWIPE_ACTIONS, { error: "action must be like, pass or superlike" }),
    /** Which deck the swipe is from; Date when left out. */
    mode: modeSchema.default("date"),
    /** A like (or super like) on one photo, prompt or the code card of the member. */
    on: likeTargetSchema.optional(),
    /** Sent with the like; after a match it is the conversation's first message. */
    comment: likeCommentSchema.optional(),
    /** The sender saw "Are you sure?" for this comment and sends it anyway. */
    confirmed: z.boolean().optional(),
  })
  .refine((body) => !(body.mode === "network" && body.action === "superlike"), {
    message: "action: super likes are for Date mode; in Network, like or pass",
    path: ["action"],
  })
  .refine((body) => body.action !== "pass" || (body.on === undefined && !body.comment), {
    message: "on and comment go with a like or a super like",
    path: ["action"],
  })
  .refine((body) => body.mode !== "network" || (body.on === undefined && !body.comment), {
    message: "on and comment go with a like in Date mode",
    path: ["mode"],
  });
export type SwipeBody = z.infer<typeof swipeBodySchema>;

export const FEED_PAGE_SIZE = 20;

/** One card of the swipe deck: the public profile plus what only the viewer's side can know. */
export const feedCardSchema = publicProfileSchema.extend({
  compatibility: compatibilitySchema,
  /** The same score from the member's side: how well the viewer fits what this member looks for. */
  theirCompatibility: compatibilitySchema,
  /** Skills the viewer shares with this member, as the member wrote them. */
  sharedSkills: z.array(z.string()),
  /** Whole kilometres to the member's public position (1–2.3 km from the real one); null when either side has no position. */
  distanceKm: z.number().int().nullable(),
  /** They super-liked the viewer. */
  superLikedYou: z.boolean(),
  isBoosted: z.boolean(),
  /** Today's Most Compatible pick for the viewer, shown first. */
  isMostCompatible: z.boolean(),
  /** Joined within the last `NEW_HERE_DAYS` days. */
  isNew: z.boolean(),
});
export type FeedCard = z.infer<typeof feedCardSchema>;

const ageRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** One way to widen an exhausted deck, and how many more members it would bring. */
export const wideningOptionSchema = z.object({
  kind: z.enum(["distance", "age"]),
  distance: z.number().int(),
  ageRange: ageRangeSchema,
  more: z.number().int(),
});
export type WideningOption = z.infer<typeof wideningOptionSchema>;

/** Why the deck ran out (the preferences it was drawn with) and what widening would add. */
export const deckWideningSchema = z.object({
  distance: z.number().int(),
  ageRange: ageRangeSchema,
  options: z.array(wideningOptionSchema),
});
export type DeckWidening = z.infer<typeof deckWideningSchema>;

export const swipeAllowanceSchema = z.object({
  /** Likes and passes left today; null when unlimited. */
  swipesLeft: z.number().int().nullable(),
  superLikesLeft: z.number().int(),
  canUndo: z.boolean(),
});
export type SwipeAllowance = z.infer<typeof swipeAllowanceSchema>;

/** The card an undo puts back on top of the deck, and the allowance after it. */
export const undoResultSchema = z.object({ card: feedCardSchema, allowance: swipeAllowanceSchema });
export type UndoResult = z.infer<typeof undoResultSchema>;

export const feedPageSchema = z.object({
  data: z.array(feedCardSchema),
  /** Pass back as `?cursor=` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
  allowance: swipeAllowanceSchema,
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const swipeResultSchema = z.object({
  action: z.enum(SWIPE_ACTIONS),
  /** The mode of the swipe, and of the match it made. */
  mode: modeSchema,
  matchId: z.string().nullable(),
  matchedWith: z.object({ _id: z.string(), firstName: z.string(), photoUrl: z.string().nullable() }).nullable(),
  mutualInterests: z.array(z.string()),
  allowance: swipeAllowanceSchema,
});
export type SwipeResult = z.infer<typeof swipeResultSchema>;

export const receivedRequestSchema = z.object({
  /** The request id (their swipe on you). */
  _id: z.string(),
  action: z.enum(["like", "superlike"]),
  createdAt: z.string(),
  fromUserId: publicProfileSchema,
  /** What of the member's profile the like was on, if anything in particular. */
  liked: likedItemSchema.nullable(),
  comment: z.string().nullable(),
});
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;

/**
 * A like the member's plan does not show: a tile with, at most, a blurred photo the server made (tiny, with
 * nothing to tell who it is; never the photo's own address).
 */
export const hiddenLikeSchema = z.object({ _id: z.string(), blurredPhotoUrl: z.string().nullable() });
export type HiddenLike = z.infer<typeof hiddenLikeSchema>;

/**
 * The Likes screen: everyone who liked the member when their plan shows who; otherwise super likes in full and
 * the ordinary likes as blurred tiles (`hidden`, `hiddenCount` of them).
 */
export const receivedRequestsPageSchema = z.object({
  data: z.array(receivedRequestSchema),
  hidden: z.array(hiddenLikeSchema),
  hiddenCount: z.number().int(),
});
export type ReceivedRequestsPage = z.infer<typeof receivedRequestsPageSchema>;

export const connectionSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  /** The mode the pair matched in. */
  mode: modeSchema,
  matchedAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  gender: publicProfileSchema.shape.gender,
  about: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The primary photo at thumbnail size (320×400), for round avatars; null without a photo. */
  avatarUrl: z.string().nullable(),
  /** The newest message either way, or null for a new match nobody has written in yet. */
  /** What a message with no text of its own is (a photo, a voice note, a call) is told by its kind. */
  lastMessage: z
    .object({ kind: z.enum(MESSAGE_KINDS), text: z.string(), sentAt: z.string(), fromMe: z.boolean() })
    .nullable(),
  /** Messages from them the member has not read. */
  unreadCount: z.number().int(),
  /**
   * "Your turn": they wrote last and the member has not answered; since when (their first message after the
   * member's last). Null when the member wrote last or nobody has written.
   */
  yourTurn: z.object({ waitingSince: z.string() }).nullable(),
  isOnline: z.boolean(),
  lastActive: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;
