import type { SwipeResult } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";
import { networkLikesQueryKey } from "./keys.ts";

export const swipeInNetwork = (userId: string, action: "like" | "pass") =>
  api
    .post<{ message: string; data: SwipeResult }>(`/match/swipe/${encodeURIComponent(userId)}`, {
      action,
      mode: "network",
    })
    .then((response) => response.data);

/** A network swipe answers a waiting network like; a connection adds a chat. The deck drops the card itself. */
export function useSwipeInNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: "like" | "pass" }) => swipeInNetwork(userId, action),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: networkLikesQueryKey, exact: true });
      if (result.matchId) void queryClient.invalidateQueries({ queryKey: connectionsQueryKey, exact: true });
    },
  });
}
