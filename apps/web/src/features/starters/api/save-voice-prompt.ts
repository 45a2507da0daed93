import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export interface VoicePromptUpload {
  audio: Blob;
  transcript: string;
}

/** The recording as the browser made it, named for its container (the server checks both against its bytes). */
export const saveVoicePrompt = ({ audio, transcript }: VoicePromptUpload) => {
  const form = new FormData();
  // Fields before the file, so the server reads them with it.
  if (transcript.trim()) form.append("transcript", transcript.trim());
  form.append("audio", audio, audio.type.includes("mp4") ? "voice-prompt.m4a" : "voice-prompt.webm");
  return api.upload<{ data: SessionUser }>("/profile/voice-prompt", form);
};

export function useSaveVoicePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoicePrompt,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
