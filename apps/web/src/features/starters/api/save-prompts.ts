import type { PromptsInput, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

/** Replaces the member's answered prompts (order included) with these. */
export const savePrompts = (body: PromptsInput) => api.put<{ data: SessionUser }>("/profile/prompts", body);

export function useSavePrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompts,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
