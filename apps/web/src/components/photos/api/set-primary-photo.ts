import type { SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const setPrimaryPhoto = (photoId: string) =>
  api.put<{ data: SessionUser }>(`/profile/photo/${encodeURIComponent(photoId)}/primary`);

export function useSetPrimaryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryPhoto,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
