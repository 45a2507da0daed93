import type { Preferences, PreferencesInput, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const updatePreferences = (body: PreferencesInput) =>
  api.put<{ data: { preferences: Preferences } }>("/profile/preferences", body);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (response) =>
      queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, (user) =>
        user ? { ...user, preferences: response.data.preferences } : user,
      ),
  });
}
