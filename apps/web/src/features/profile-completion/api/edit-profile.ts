import type { ProfileCompletionInput, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const editProfile = (body: ProfileCompletionInput) => api.patch<{ data: SessionUser }>("/profile/edit", body);

/** The server's copy replaces the stored member, so the rest of the app sees the finished profile at once. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
