import { z } from "zod";
import type { PublicProfile } from "../profile/types.ts";
import type { Compatibility } from "./compatibility.ts";

export const SWIPE_ACTIONS = ["like", "pass", "superlike"] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

export const swipeBodySchema = z.strictObject({
  action: z.enum(SWIPE_ACTIONS, { error: "action must be like, pass or superlike" }),
});

export const FEED_PAGE_SIZE = 20;

/** One card of the swipe deck: the public profile plus what only the viewer's side can know. */
export interface FeedCard extends PublicProfile {
  compatibility: Compatibility;
  /** Skills the viewer shares with this member, as the member wrote them. */
  sharedSkills: string[];
  /** Whole kilometres to the member's public position (1–2.3 km from the real one); null when either side has no position. */
  distanceKm: number | null;
  /** They super-liked the viewer. */
  superLikedYou: boolean;
  isBoosted: boolean;
}

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

export interface FeedPage {
  data: FeedCard[];
  /** Pass back as `?cursor=` for the next page; null at the end. */
  nextCursor: string | null;
  allowance: SwipeAllowance;
}

export interface SwipeAllowance {
  /** Likes and passes left today; null when unlimited. */
  swipesLeft: number | null;
  superLikesLeft: number;
  canUndo: boolean;
}

export interface SwipeResult {
  action: SwipeAction;
  matchId: string | null;
  matchedWith: { _id: string; firstName: string; photoUrl: string | null } | null;
  mutualInterests: string[];
  allowance: SwipeAllowance;
}

export interface ReceivedRequest {
  /** The request id (their swipe on you). */
  _id: string;
  action: "like" | "superlike";
  createdAt: string;
  fromUserId: PublicProfile;
}

/**
 * The Likes screen: everyone who liked the member when their plan shows who; otherwise super likes in full and
 * only how many ordinary likes wait.
 */
export interface ReceivedRequestsPage {
  data: ReceivedRequest[];
  hiddenCount: number;
}

export interface Connection {
  _id: string;
  matchId: string;
  matchedAt: string;
  firstName: string;
  lastName: string;
  age: number | null;
  gender: PublicProfile["gender"];
  about: string | null;
  photoUrl: string | null;
  /** The newest message either way, or null for a new match nobody has written in yet. */
  lastMessage: { text: string; sentAt: string; fromMe: boolean } | null;
  /** Messages from them the member has not read. */
  unreadCount: number;
  isOnline: boolean;
  lastActive: string;
}
