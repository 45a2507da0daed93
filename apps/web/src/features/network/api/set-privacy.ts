import type { NetworkSettings, SmallWorldBody } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedQueryKey, receivedRequestsQueryKey } from "../../../lib/query-keys.ts";
import { networkDeckQueryKey, networkLikesQueryKey, networkSettingsQueryKey } from "./keys.ts";

export const setPrivacy = (choice: SmallWorldBody) =>
  api.put<{ data: NetworkSettings }>("/profile/privacy", choice).then((response) => response.data);

/** The small world applies to both modes: both decks and both likes lists are read again. */
export function useSetPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrivacy,
    onSuccess: (settings) => {
      queryClient.setQueryData(networkSettingsQueryKey, settings);
      for (const queryKey of [networkDeckQueryKey, networkLikesQueryKey, feedQueryKey, receivedRequestsQueryKey])
        void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
