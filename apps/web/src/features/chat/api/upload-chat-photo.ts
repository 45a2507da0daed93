import type { ChatPhotoUpload } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Uploads a photo for this chat; the answer says whether the nudity check flagged it, before it is sent. */
export const uploadChatPhoto = ({ targetUserId, file }: { targetUserId: string; file: File }) => {
  const form = new FormData();
  form.append("photo", file);
  return api.upload<{ data: ChatPhotoUpload }>(`/chat/${encodeURIComponent(targetUserId)}/photos`, form);
};

export function useUploadChatPhoto() {
  return useMutation({ mutationFn: uploadChatPhoto });
}
