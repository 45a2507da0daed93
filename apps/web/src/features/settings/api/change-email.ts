import type { ChangeEmailBody } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

/** For an account without a password: a code to the current address stands in for it. */
export const sendEmailChangeProofCode = () => api.post<{ message: string }>("/account/email/code");

export function useSendEmailChangeProofCode() {
  return useMutation({ mutationFn: sendEmailChangeProofCode });
}

/** Proven by the current password (or the code above), sends a code to the new address. */
export const requestEmailChange = (body: ChangeEmailBody) => api.post<{ message: string }>("/account/email", body);

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
