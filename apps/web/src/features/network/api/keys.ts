/** This feature's own query keys (the connections and session keys live in lib/, shared with other features). */
export const networkSettingsQueryKey = ["network", "settings"] as const;
export const networkDeckQueryKey = ["network", "deck"] as const;
export const networkLikesQueryKey = ["network", "likes"] as const;
