import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const deleteCodeCard = () => api.delete<{ data: SessionUser }>("/profile/code-card");

export function useDeleteCodeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCodeCard,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
