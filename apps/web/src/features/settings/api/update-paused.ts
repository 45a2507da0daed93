import type { PauseBody, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const updatePaused = (body: PauseBody) => api.put<{ message: string; data: PauseBody }>("/account/paused", body);

export function useUpdatePaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaused,
    onSuccess: (response) =>
      queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, (user) =>
        user ? { ...user, isPaused: response.data.paused } : user,
      ),
  });
}
