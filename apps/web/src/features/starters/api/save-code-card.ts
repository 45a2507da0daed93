import type { CodeCardInput, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const saveCodeCard = (body: CodeCardInput) => api.put<{ data: SessionUser }>("/profile/code-card", body);

export function useSaveCodeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodeCard,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
