import type { ModerationCase } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { moderationQueryKey } from "./get-queue.ts";

export const caseQueryKey = (memberId: string) => [...moderationQueryKey, "case", memberId] as const;

export const getCase = (memberId: string, signal?: AbortSignal) =>
  api
    .get<{ data: ModerationCase }>(`/moderation/members/${encodeURIComponent(memberId)}`, signal)
    .then((response) => response.data);

export function useModerationCase(memberId: string) {
  return useQuery(
    queryOptions({ queryKey: caseQueryKey(memberId), queryFn: ({ signal }) => getCase(memberId, signal) }),
  );
}
