import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { postForm } from "../lib/upload.ts";

export const uploadPhoto = (file: File) => {
  const form = new FormData();
  form.append("photo", file);
  return postForm<{ data: SessionUser }>("/profile/upload-photo", form);
};

/** The new photo is appended to the member's photos; the first one stays primary. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
