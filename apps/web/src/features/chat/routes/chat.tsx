import type { QueryClient } from "@tanstack/react-query";
import { type Params, useParams } from "react-router";
import { useSessionUser } from "../../../lib/session-user.ts";
import { callSettingsQueryOptions } from "../../calls/index.ts";
import { chatHistoryQueryOptions, isChatNotFound, useChatHistory } from "../api/get-chat-history.ts";
import { ChatConversation } from "../components/chat-conversation.tsx";
import { ChatLoadError, ChatSkeleton, ChatUnavailable } from "../components/chat-states.tsx";

/** A conversation with one match. Keyed by the partner, so switching chats starts from a clean slate. */
export function ChatRoute() {
  const { targetUserId = "" } = useParams();
  return <ChatScreen key={targetUserId} targetUserId={targetUserId} />;
}

function ChatScreen({ targetUserId }: { targetUserId: string }) {
  const history = useChatHistory(targetUserId);
  const { data: me } = useSessionUser();
  // A failed older page keeps the conversation on screen; its button is the way to try again.
  if (history.isError && !history.data) {
    if (isChatNotFound(history.error)) return <ChatUnavailable />;
    return <ChatLoadError onRetry={() => void history.refetch()} retrying={history.isFetching} />;
  }
  const pages = history.data?.pages;
  if (!pages?.length || !me) return <ChatSkeleton />;
  return (
    <ChatConversation
      pages={pages}
      meId={me._id}
      hasOlder={history.hasNextPage}
      loadingOlder={history.isFetchingNextPage}
      onLoadOlder={() => void history.fetchNextPage()}
    />
  );
}

/**
 * The conversation's newest page and the chat's call settings, asked for before the first render of a page
 * opened on a chat: the call bar is in place from the first paint instead of pushing the messages down later.
 */
export async function prefetchChat(client: QueryClient, { targetUserId }: Params) {
  if (!targetUserId) return;
  await Promise.all([
    client.prefetchInfiniteQuery(chatHistoryQueryOptions(targetUserId)),
    client.prefetchQuery(callSettingsQueryOptions(targetUserId)),
  ]);
}
