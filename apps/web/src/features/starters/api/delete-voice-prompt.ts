import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const deleteVoicePrompt = () => api.delete<{ data: SessionUser }>("/profile/voice-prompt");

export function useDeleteVoicePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoicePrompt,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
