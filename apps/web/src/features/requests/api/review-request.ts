import type { ReceivedRequest, SwipeResult } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedStatsQueryOptions } from "../../../lib/feed-stats.ts";
import { connectionsQueryKey, feedQueryKey, receivedRequestsQueryKey } from "../../../lib/query-keys.ts";
import type { ReceivedLikes } from "./get-received-requests.ts";

export type ReviewStatus = "accepted" | "rejected";

export interface ReviewVariables {
  request: ReceivedRequest;
  status: ReviewStatus;
}

export const reviewRequest = (status: ReviewStatus, requestId: string) =>
  api
    .post<{ message: string; data: SwipeResult }>(`/request/review/${status}/${encodeURIComponent(requestId)}`)
    .then((response) => response.data);

const without = (likes: ReceivedLikes | undefined, id: string) =>
  likes && { ...likes, requests: likes.requests.filter((item) => item._id !== id) };

/** Puts one request back where it was, leaving alone any other answer given meanwhile. */
function reinsert(likes: ReceivedLikes | undefined, request: ReceivedRequest, index: number) {
  if (!likes || likes.requests.some((item) => item._id === request._id)) return likes;
  const requests = [...likes.requests];
  requests.splice(Math.min(index, requests.length), 0, request);
  return { ...likes, requests };
}

/** Accepting is a like back and rejecting a pass: the entry leaves the list at once and returns on failure. */
export function useReviewRequest({
  onReviewed,
  onFailed,
}: {
  onReviewed: (result: SwipeResult, variables: ReviewVariables) => void;
  onFailed: (error: Error, variables: ReviewVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: ReviewVariables) => reviewRequest(status, request._id),
    onMutate: async ({ request }) => {
      await queryClient.cancelQueries({ queryKey: receivedRequestsQueryKey, exact: true });
      const likes = queryClient.getQueryData<ReceivedLikes>(receivedRequestsQueryKey);
      const index = likes?.requests.findIndex((item) => item._id === request._id) ?? -1;
      queryClient.setQueryData<ReceivedLikes>(receivedRequestsQueryKey, (current) => without(current, request._id));
      return { index: Math.max(index, 0) };
    },
    onError: (error, variables, context) => {
      queryClient.setQueryData<ReceivedLikes>(receivedRequestsQueryKey, (current) =>
        reinsert(current, variables.request, context?.index ?? 0),
      );
      onFailed(error, variables);
    },
    onSuccess: (result, variables) => {
      void queryClient.invalidateQueries({ queryKey: feedStatsQueryOptions().queryKey, exact: true });
      // The member may sit in an already loaded deck; the next visit to the feed asks again.
      void queryClient.invalidateQueries({ queryKey: feedQueryKey, exact: true });
      if (result.matchId) void queryClient.invalidateQueries({ queryKey: connectionsQueryKey, exact: true });
      onReviewed(result, variables);
    },
  });
}
