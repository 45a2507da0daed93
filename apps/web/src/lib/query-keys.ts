/** Query keys more than one feature touches: a mutation in one feature refreshes what another shows. */
export const connectionsQueryKey = ["connections"] as const;
export const feedQueryKey = ["feed", "deck"] as const;
export const receivedRequestsQueryKey = ["requests", "received"] as const;
