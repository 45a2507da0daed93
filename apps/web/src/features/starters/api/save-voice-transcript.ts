import type { SessionUser, VoiceTranscriptInput } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const saveVoiceTranscript = (body: VoiceTranscriptInput) =>
  api.put<{ data: SessionUser }>("/profile/voice-prompt/transcript", body);

export function useSaveVoiceTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceTranscript,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
