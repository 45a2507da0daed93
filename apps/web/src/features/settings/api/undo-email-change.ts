import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

/** From the link emailed to the old address; needs no session, and ends every one. */
export const undoEmailChange = (body: { token: string }) => api.post<{ message: string }>("/account/email/undo", body);

export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionUserQueryKey, null);
    },
  });
}
