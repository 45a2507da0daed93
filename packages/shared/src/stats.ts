import { z } from "zod";

export const publicStatsSchema = z.object({
  /** Verified members. */
  members: z.number().int(),
  /** Matches made so far. */
  matches: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** The member's own swipe figures on the feed (`GET /api/feed/stats`). */
export const feedStatsSchema = z.object({
  swipesSent: z.object({ likes: z.number().int(), superLikes: z.number().int() }),
  swipesReceived: z.object({ likes: z.number().int(), superLikes: z.number().int() }),
  /** Percent, 0 to 100. */
  matchRate: z.number(),
  /** Percent, 0 to 100. */
  profileCompletion: z.number(),
});
export type FeedStats = z.infer<typeof feedStatsSchema>;

/** A place found near a position (`GET /api/geo/reverse`). */
export const placeSchema = z.object({ city: z.string(), state: z.string().nullable(), country: z.string() });
export type Place = z.infer<typeof placeSchema>;
