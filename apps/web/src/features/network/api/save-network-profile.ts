import type { NetworkProfile, NetworkProfileBody } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { networkDeckQueryKey, networkLikesQueryKey, networkSettingsQueryKey } from "./keys.ts";

export const saveNetworkProfile = (profile: NetworkProfileBody) =>
  api.put<{ data: NetworkProfile }>("/profile/network", profile).then((response) => response.data);

/** A new profile ranks the deck and the likes afresh. */
export function useSaveNetworkProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNetworkProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: networkSettingsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: networkDeckQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: networkLikesQueryKey, exact: true });
    },
  });
}
