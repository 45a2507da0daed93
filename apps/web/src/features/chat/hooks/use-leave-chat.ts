import { paths } from "@devmatch/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { waitForTransition } from "../../../components/ui/motion.ts";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";
import { unreadSummaryQueryKey } from "../../../lib/unread/get-unread-summary.ts";
import { chatHistoryQueryKey } from "../api/get-chat-history.ts";

export const FADE_MS = 300;

/** What the chats list says on arrival: the member who just blocked someone is told it is done. */
export interface LeftChatState {
  blocked?: string;
}

/** Fades the chat out and goes back to Connections, for a chat this member ended (a block, or a report with one). */
export function useLeaveChat(targetUserId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const leave = useCallback(
    async (state?: LeftChatState) => {
      if (started.current) return;
      started.current = true;
      setLeaving(true);
      await waitForTransition(FADE_MS);
      await navigate(paths.app.connections, { replace: true, state });
      // Dropped only once off screen, so the fading chat never turns into a loading one.
      queryClient.removeQueries({ queryKey: chatHistoryQueryKey(targetUserId) });
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadSummaryQueryKey });
    },
    [navigate, queryClient, targetUserId],
  );

  return { leaving, leave };
}
