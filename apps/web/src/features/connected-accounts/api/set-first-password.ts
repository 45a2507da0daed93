import type { SetPasswordBody } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { signInConnectionsQueryKey } from "./get-sign-in-connections.ts";

/** The code a first password needs, sent to the account's email: a session alone never adds a way in. */
export const sendFirstPasswordCode = () => api.post<{ message: string }>("/auth/password/code");

export function useSendFirstPasswordCode() {
  return useMutation({ mutationFn: sendFirstPasswordCode });
}

/** For an account that signs in with GitHub or Google only; changing a password goes through the emailed code. */
export const setFirstPassword = (body: SetPasswordBody) => api.post<{ message: string }>("/auth/password", body);

export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInConnectionsQueryKey }),
  });
}
