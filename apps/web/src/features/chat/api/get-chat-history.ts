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

/** Pages a catch-up reads at most in one go (a page is the server's page size): past that, the chat is reloaded. */
const CATCH_UP_PAGES = 20;

/**
 * Everything stored after `after`, to catch up on what a dropped connection missed: the server answers a page at
 * a time, oldest first, so a long absence is read page after page until nothing more is waiting.
 */
export async function getMessagesAfter(targetUserId: string, after: number, signal?: AbortSignal) {
  const missed: ChatMessage[] = [];
  let from = after;
  for (let page = 0; page < CATCH_UP_PAGES; page++) {
    const answer = await api.get<Partial<Pick<ChatHistory, "messages" | "hasMore">>>(
      chatPath(targetUserId, { after: from }),
      signal,
    );
    const messages = answer.messages ?? [];
    missed.push(...messages);
    const newest = messages.reduce((highest, message) => Math.max(highest, message.seq), from);
    if (!answer.hasMore || newest === from) break;
    from = newest;
  }
  return missed;
}

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
    // Joining the chat reads whatever is newer than the page held (the join answers the newest message number),
    // so a page just read, e.g. before the first render of a page opened on this chat, is not read again.
    staleTime: 10_000,
    // Not matched (or blocked) stays that way; asking again only delays the answer.
    retry: (failureCount, error) => !isChatNotFound(error) && failureCount < 1,
  });

export function useChatHistory(targetUserId: string) {
  return useInfiniteQuery(chatHistoryQueryOptions(targetUserId));
}
