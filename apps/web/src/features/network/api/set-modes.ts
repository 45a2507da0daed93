import type { ModesBody, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { networkDeckQueryKey, networkSettingsQueryKey } from "./keys.ts";

export const setModes = (modes: ModesBody) =>
  api.put<{ data: SessionUser }>("/profile/modes", modes).then((response) => response.data);

/** Date, Network or both: the session user carries the modes, the settings and the deck depend on them. */
export function useSetModes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setModes,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: networkSettingsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: networkDeckQueryKey, exact: true });
    },
  });
}
