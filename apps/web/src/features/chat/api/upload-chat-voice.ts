import type { ChatVoiceUpload } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * Uploads a recorded voice note for this chat, named for its container (the server checks the name and the type
 * against its bytes); the answer gives the id to send it with and its length as read from the file.
 */
export const uploadChatVoice = async ({ targetUserId, audio }: { targetUserId: string; audio: Blob }) => {
  const form = new FormData();
  form.append("audio", audio, audio.type.includes("mp4") ? "voice-note.m4a" : "voice-note.webm");
  const answer = await api.upload<{ data: ChatVoiceUpload }>(`/chat/${encodeURIComponent(targetUserId)}/voice`, form);
  return answer.data;
};

export function useUploadChatVoice() {
  return useMutation({ mutationFn: uploadChatVoice });
}
