import { z } from "zod";
import { PLAN_IDS, PRICING_MODES } from "./plans.ts";

/*
 * The plan table's shapes as schemas, for the answer of `GET /api/plans`. Apart from `plans.ts` so the screens that
 * only read the table (the landing page among them) do not load the schema library.
 */

export const entitlementsSchema = z.object({
  /** Likes a day (super likes have their own allowance, and passing is always free); null means unlimited. */
  dailySwipes: z.number().int().nullable(),
  dailySuperLikes: z.number().int(),
  weeklyBoosts: z.number().int(),
  seeWhoLikedYou: z.boolean(),
  undoSwipe: z.boolean(),
  aiSuggestions: z.enum(["none", "standard", "advanced"]),
  prioritySupport: z.boolean(),
  adFree: z.boolean(),
  /** Network mode's own allowance: likes a day in the network deck (no super likes or boosts there); null means unlimited. */
  networkDailyLikes: z.number().int().nullable(),
  /** Who Liked Me in Network mode: the names behind network likes. */
  networkSeeWhoLikedYou: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** Price in Indian rupees for the whole period; 0 for the free plan. */
  priceInr: z.number(),
  durationMonths: z.number().int().nullable(),
  entitlements: entitlementsSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  data: z.object({ mode: z.enum(PRICING_MODES), plans: z.array(planSchema) }),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;
