import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const requestEmailChange = (body: { newEmail: string }) => api.post<{ message: string }>("/account/email", body);

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export const confirmEmailChange = (body: { otp: string }) =>
  api.post<{ message: string }>("/account/email/confirm", body);

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionUserQueryKey }),
  });
}
