import type { DeleteAccountBody } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const deleteAccount = (body: DeleteAccountBody) => api.delete<{ message: string }>("/account", body);

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionUserQueryKey, null);
    },
  });
}

export const sendDeleteCode = () => api.post<{ message: string }>("/account/delete-code");

export function useSendDeleteCode() {
  return useMutation({ mutationFn: sendDeleteCode });
}
