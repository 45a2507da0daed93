import type { PauseBody, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedQueryKey } from "../../../lib/query-keys.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const resumeProfile = () =>
  api.put<{ message: string; data: PauseBody }>("/account/paused", { paused: false } satisfies PauseBody);

/** Resumes a paused profile from Discover: the member shows in others' decks again. */
export function useResumeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeProfile,
    onSuccess: (response) => {
      queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, (user) =>
        user ? { ...user, isPaused: response.data.paused } : user,
      );
      void queryClient.invalidateQueries({ queryKey: feedQueryKey, exact: true });
    },
  });
}
