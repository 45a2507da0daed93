import type { UndoResult } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedStatsQueryOptions } from "../../../lib/feed-stats.ts";
import { receivedRequestsQueryKey } from "../../../lib/query-keys.ts";
import { setFeedAllowance } from "./get-feed.ts";

export const undoSwipe = () => api.post<{ data: UndoResult }>("/match/undo").then((response) => response.data);

export function useUndoSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoSwipe,
    onSuccess: ({ allowance }) => {
      setFeedAllowance(queryClient, allowance);
      void queryClient.invalidateQueries({ queryKey: feedStatsQueryOptions().queryKey, exact: true });
      // An undone swipe on someone who liked you turns back into an open request.
      void queryClient.invalidateQueries({ queryKey: receivedRequestsQueryKey, exact: true });
    },
  });
}
