import { useQueryClient } from "@tanstack/react-query";
import { useNotices } from "../../../lib/notices/use-notices.ts";
import { connectionsQueryKey, receivedRequestsQueryKey } from "../../../lib/query-keys.ts";
import { rereadQueries } from "../../../lib/reread-queries.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { unreadSummaryQueryKey } from "../../../lib/unread/get-unread-summary.ts";
import { pageIsVisible, useOpenChatUserId } from "../../../lib/unread/use-open-chat.ts";

/** Keeps the unread counts in step with what the server pushes. */
export function useUnreadSync() {
  const queryClient = useQueryClient();
  const openChatUserId = useOpenChatUserId();
  const refresh = () => void rereadQueries(queryClient, { queryKey: unreadSummaryQueryKey });
  // A message from the open chat is read as it arrives, so it never adds to a count.
  const readOnScreen = (fromUserId: string) => fromUserId === openChatUserId && pageIsVisible();

  useNotices((notice) => {
    if (notice.kind === "match") void rereadQueries(queryClient, { queryKey: connectionsQueryKey });
    if (notice.kind === "like" || notice.kind === "superlike")
      void rereadQueries(queryClient, { queryKey: receivedRequestsQueryKey });
    if (notice.kind === "message" && notice.actorId && readOnScreen(notice.actorId)) return;
    refresh();
  });
  // Whatever happened while the connection was down.
  useSocketEvent("connect", refresh);
}
