import type { FeedCard, LikeTarget, SwipeAction, SwipeResult } from "@devmatch/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedStatsQueryOptions } from "../../../lib/feed-stats.ts";
import { connectionsQueryKey, receivedRequestsQueryKey } from "../../../lib/query-keys.ts";
import { setFeedAllowance } from "./get-feed.ts";

/** A like on one photo, prompt or the code card, with an optional comment. */
export interface LikeDetails {
  on?: LikeTarget;
  comment?: string;
  /** The member saw "Are you sure?" about this comment and sends it anyway. */
  confirmed?: boolean;
}

export interface SwipeVariables extends LikeDetails {
  card: FeedCard;
  action: SwipeAction;
}

export const swipe = (userId: string, action: SwipeAction, details: LikeDetails = {}) =>
  api
    .post<{ message: string; data: SwipeResult }>(`/match/swipe/${encodeURIComponent(userId)}`, {
      action,
      ...details,
    })
    .then((response) => response.data);

export const swipeMutationKey = ["swipe"] as const;

/**
 * What a swipe changes besides the deck: the allowance, the stats, the received requests (a swipe on someone who
 * liked you answers them) and, with a match, the connections.
 */
export function refreshAfterSwipe(queryClient: QueryClient, result: SwipeResult) {
  setFeedAllowance(queryClient, result.allowance);
  void queryClient.invalidateQueries({ queryKey: feedStatsQueryOptions().queryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: receivedRequestsQueryKey, exact: true });
  if (result.matchId) void queryClient.invalidateQueries({ queryKey: connectionsQueryKey, exact: true });
}

/**
 * The callbacks live on the mutation, not on each `mutate` call, so every one of several swipes in flight gets
 * its own answer.
 */
export function useSwipe({
  onSwiped,
  onFailed,
}: {
  onSwiped: (result: SwipeResult, variables: SwipeVariables) => void;
  onFailed: (error: Error, variables: SwipeVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: swipeMutationKey,
    mutationFn: ({ card, action, on, comment, confirmed }: SwipeVariables) =>
      swipe(card._id, action, { on, comment, confirmed }),
    onSuccess: (result, variables) => {
      refreshAfterSwipe(queryClient, result);
      onSwiped(result, variables);
    },
    onError: onFailed,
  });
}
