import type { MemberNotice } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const memberNoticesQueryKey = ["member-notices"] as const;

export const getMemberNotices = (signal?: AbortSignal) =>
  api.get<{ data: MemberNotice[] }>("/account/moderation-notices", signal);

/** What moderators told this member since they last looked: read once per visit, it rarely changes. */
export const memberNoticesQueryOptions = queryOptions({
  queryKey: memberNoticesQueryKey,
  queryFn: ({ signal }) => getMemberNotices(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMemberNotices() {
  return useQuery(memberNoticesQueryOptions);
}
