/** Query keys more than one feature touches: a mutation in one feature refreshes what another shows. */
export const connectionsQueryKey = ["connections"] as const;
export const feedQueryKey = ["feed", "deck"] as const;
export const receivedRequestsQueryKey = ["requests", "received"] as const;
export const aiInsightsQueryKey = ["feed", "ai-insights"] as const;
/** Premium status, Who Liked Me and boosts all live under this prefix. */
export const premiumQueryKey = ["premium"] as const;

/** What a member's plan decides: read again when the plan changes. (The session user is too, in lib/session-user.) */
export const planDependentQueryKeys = [
  premiumQueryKey,
  receivedRequestsQueryKey,
  feedQueryKey,
  aiInsightsQueryKey,
] as const;
