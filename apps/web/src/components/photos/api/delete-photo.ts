import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const deletePhoto = (photoId: string) =>
  api.delete<{ data: SessionUser }>(`/profile/photo/${encodeURIComponent(photoId)}`);

/** Not optimistic: the photo stays on screen until the server has really removed it. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
