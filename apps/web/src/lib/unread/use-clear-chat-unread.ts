import type { UnreadSummary } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { unreadSummaryQueryKey } from "./get-unread-summary.ts";
import { clearChatUnread } from "./unread-counts.ts";

/**
 * Called when a chat has been read: the badge drops at once, and with `refresh` the server's counts are fetched
 * again (only once the server has recorded the read, or the old count would come back).
 */
export function useClearChatUnread() {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: string, { refresh = false }: { refresh?: boolean } = {}) => {
      queryClient.setQueryData<UnreadSummary>(unreadSummaryQueryKey, (summary) =>
        summary ? clearChatUnread(summary, userId) : summary,
      );
      if (refresh) void queryClient.invalidateQueries({ queryKey: unreadSummaryQueryKey });
    },
    [queryClient],
  );
}
