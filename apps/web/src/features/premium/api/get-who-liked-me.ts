import type { Liker } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";

/** Paying members see who; Free members only how many (the server answers 403 with the count). */
export type WhoLikedMe = { visible: true; likers: Liker[] } | { visible: false; count: number };

export const whoLikedMeQueryKey = ["premium", "who-liked-me"] as const;

export async function getWhoLikedMe(signal?: AbortSignal): Promise<WhoLikedMe> {
  try {
    const response = await api.get<{ data: Liker[] }>("/premium/who-liked-me", signal);
    return { visible: true, likers: response.data };
  } catch (error) {
    const count = isApiError(error, "PREMIUM_REQUIRED") ? (error.body as { count?: number }).count : undefined;
    if (count !== undefined) return { visible: false, count };
    throw error;
  }
}

export const whoLikedMeQueryOptions = () =>
  queryOptions({ queryKey: whoLikedMeQueryKey, queryFn: ({ signal }) => getWhoLikedMe(signal) });

export function useWhoLikedMe() {
  return useQuery(whoLikedMeQueryOptions());
}
