import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const uploadPhoto = (file: File) => {
  const form = new FormData();
  form.append("photo", file);
  return api.upload<{ data: SessionUser }>("/profile/upload-photo", form);
};

/** The new photo is appended to the member's photos; the first one stays primary. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
