import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { unsubscribeThisBrowser } from "../../push/index.ts";

/** This browser stops taking notices first, while the session can still say which subscription is its own. */
export const logout = async () => {
  await unsubscribeThisBrowser();
  return api.post<{ message: string }>("/logout");
};

/**
 * `leave` runs after the server ends the session and before the cache is cleared: clearing the user while the
 * signed-in screens are still shown would make the session guard redirect on its own.
 */
export function useLogout({ leave }: { leave: () => Promise<void> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries();
      queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, null);
    },
    // The spec asks for no user-facing message here; the person stays signed in and can try again.
    onError: (error) => console.error("Logout failed", error),
  });
}
