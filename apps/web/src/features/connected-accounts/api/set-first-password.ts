import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { signInConnectionsQueryKey } from "./get-sign-in-connections.ts";

/** For an account that signs in with GitHub or Google only; changing a password goes through the emailed code. */
export const setFirstPassword = (body: { newPassword: string }) =>
  api.post<{ message: string }>("/auth/password", body);

export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInConnectionsQueryKey }),
  });
}
