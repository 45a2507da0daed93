import type { EmailOnlyBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Emails a reset code; the answer is the same whether or not the account exists. */
export const forgotPassword = (body: EmailOnlyBody) => api.post<{ message: string }>("/forgot-password", body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
