import { CHAT_PAGE_SIZE, type ChatHistory, type ChatMessage } from "@devmatch/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";

export const chatHistoryQueryKey = (targetUserId: string) => ["chat", targetUserId] as const;

const chatPath = (targetUserId: string, query: Record<string, number>) =>
  `/chat/${encodeURIComponent(targetUserId)}?${new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  )}`;

/** One page of the conversation, newest first; `before` pages back past the oldest message seen so far. */
export const getChatHistory = (targetUserId: string, before?: number, signal?: AbortSignal) =>
  api.get<ChatHistory>(
    chatPath(targetUserId, before === undefined ? { limit: CHAT_PAGE_SIZE } : { before, limit: CHAT_PAGE_SIZE }),
    signal,
  );

/** Everything stored after `after`, to catch up on what a dropped connection missed. */
export const getMessagesAfter = (targetUserId: string, after: number, signal?: AbortSignal) =>
  api
    .get<Partial<Pick<ChatHistory, "messages">>>(chatPath(targetUserId, { after }), signal)
    .then((response): ChatMessage[] => response.messages ?? []);

export const isChatNotFound = (error: unknown) => isApiError(error, "NOT_FOUND");

const oldestSeq = (page: ChatHistory) =>
  page.messages.reduce((oldest, message) => Math.min(oldest, message.seq), Number.POSITIVE_INFINITY);

export const chatHistoryQueryOptions = (targetUserId: string) =>
  infiniteQueryOptions({
    queryKey: chatHistoryQueryKey(targetUserId),
    queryFn: ({ pageParam, signal }) => getChatHistory(targetUserId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.messages.length > 0 ? oldestSeq(lastPage) : undefined,
    // Not matched (or blocked) stays that way; asking again only delays the answer.
    retry: (failureCount, error) => !isChatNotFound(error) && failureCount < 1,
  });

export function useChatHistory(targetUserId: string) {
  return useInfiniteQuery(chatHistoryQueryOptions(targetUserId));
}
