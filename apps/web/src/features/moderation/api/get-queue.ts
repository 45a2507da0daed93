import type { ModerationFigures, ModerationQueueItem } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const moderationQueryKey = ["moderation"] as const;
export const queueQueryKey = [...moderationQueryKey, "queue"] as const;

export const getQueue = (signal?: AbortSignal) =>
  api.get<{ data: ModerationQueueItem[]; figures: ModerationFigures }>("/moderation/queue", signal);

export function useModerationQueue() {
  return useQuery(
    queryOptions({ queryKey: queueQueryKey, queryFn: ({ signal }) => getQueue(signal), refetchInterval: 60_000 }),
  );
}
