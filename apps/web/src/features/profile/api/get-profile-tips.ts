import type { ProfileTips, SessionUser } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getProfileTips = (signal?: AbortSignal) =>
  api.get<{ data: ProfileTips }>("/profile/tips", signal).then((response) => response.data);

/** Keyed by what the score is computed from, so saving the profile or changing photos asks again. */
const scoredFields = (user: SessionUser) =>
  JSON.stringify([user.bio, user.skills, user.photos.length, user.socialLinks, user.profession]);

export const profileTipsQueryOptions = (user: SessionUser) =>
  queryOptions({
    queryKey: ["profile", "tips", scoredFields(user)],
    queryFn: ({ signal }) => getProfileTips(signal),
    staleTime: 5 * 60_000,
  });

export function useProfileTips(user: SessionUser) {
  return useQuery(profileTipsQueryOptions(user));
}
