import type { UnreadSummary } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { unreadSummaryQueryKey } from "./get-unread-summary.ts";
import { clearTypeUnread, type ReadableNotification } from "./unread-counts.ts";

export const markNotificationsRead = (type: ReadableNotification) =>
  api.post<{ message?: string }>("/notifications/read", { type });

/** Clears the badge at once, then asks the server for the real counts. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (type) =>
      queryClient.setQueryData<UnreadSummary>(unreadSummaryQueryKey, (summary) =>
        summary ? clearTypeUnread(summary, type) : summary,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadSummaryQueryKey }),
  });
}
