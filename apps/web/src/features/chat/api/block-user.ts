import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { connectionsQueryKey } from "../../../lib/query-keys.ts";
import { unreadSummaryQueryKey } from "../../../lib/unread/get-unread-summary.ts";

export const blockUser = (userId: string) => api.post<{ message: string }>(`/user/block/${encodeURIComponent(userId)}`);

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    // The blocked member leaves the connections list and takes their unread messages along.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadSummaryQueryKey });
    },
  });
}
