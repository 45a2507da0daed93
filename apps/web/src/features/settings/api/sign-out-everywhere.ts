import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { unsubscribeThisBrowser } from "../../push/index.ts";

/** Ends every session of the member, this one too; this browser stops taking notices first. */
export const signOutEverywhere = async () => {
  await unsubscribeThisBrowser();
  return api.post<{ message: string }>("/account/sign-out-everywhere");
};

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionUserQueryKey, null);
    },
  });
}
