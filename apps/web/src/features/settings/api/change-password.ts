import type { ChangePasswordBody } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const changePassword = (body: ChangePasswordBody) => api.post<{ message: string }>("/account/password", body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
