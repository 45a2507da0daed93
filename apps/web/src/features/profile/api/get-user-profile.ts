import type { PublicProfile } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";

export const getUserProfile = (userId: string, signal?: AbortSignal) =>
  api
    .get<{ data: { profile: PublicProfile } }>(`/user/${encodeURIComponent(userId)}`, signal)
    .then((response) => response.data.profile);

export const isNotFound = (error: unknown) => isApiError(error, "NOT_FOUND");

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["user-profile", userId],
    queryFn: ({ signal }) => getUserProfile(userId, signal),
    // A missing or blocked profile stays missing; asking again only delays the answer.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useUserProfile(userId: string) {
  return useQuery(userProfileQueryOptions(userId));
}
