import type { OAuthProviderId } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { signInConnectionsQueryKey } from "./get-sign-in-connections.ts";

/** Refused by the server (with a message saying why) when it would leave no way to sign in. */
export const disconnectAccount = (provider: OAuthProviderId) =>
  api.delete<{ message: string }>(`/auth/connections/${provider}`);

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: (_, provider) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signInConnectionsQueryKey }),
        // Disconnecting GitHub takes the ticks off the member's skills.
        provider === "github" ? queryClient.invalidateQueries({ queryKey: sessionUserQueryKey }) : null,
      ]),
  });
}
