import type { ResetPasswordBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const resetPassword = (body: ResetPasswordBody) => api.post<{ message: string }>("/reset-password", body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
