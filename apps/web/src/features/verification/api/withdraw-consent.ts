import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { verificationQueryKey } from "./get-verification.ts";

/** Deletes the face descriptor kept to recheck new photos. */
export const withdrawConsent = () => api.delete<{ message: string }>("/verification/descriptor");

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}
