import type { AuditEntry } from "@devmatch/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { moderationQueryKey } from "./get-queue.ts";

export const auditQueryKey = [...moderationQueryKey, "audit"] as const;

export const getAudit = (before: string | null, signal?: AbortSignal) =>
  api.get<{ data: AuditEntry[]; nextBefore: string | null }>(
    `/moderation/audit${before ? `?${new URLSearchParams({ before })}` : ""}`,
    signal,
  );

export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: auditQueryKey,
      queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextBefore,
    }),
  );
}
