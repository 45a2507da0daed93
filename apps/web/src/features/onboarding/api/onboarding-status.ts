import type { OnboardingProgress, SessionUser } from "@devmatch/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export type OnboardingStatusResponse = OnboardingProgress;

export const onboardingStatusQueryKey = ["onboarding-status"] as const;

export const getOnboardingStatus = (signal?: AbortSignal) =>
  api.get<OnboardingStatusResponse>("/onboarding/status", signal);

/** Read fresh on every visit (nothing kept once the wizard closes), since the wizard resumes from it. */
export function useOnboardingStatus() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: onboardingStatusQueryKey,
    queryFn: async ({ signal }) => {
      const status = await getOnboardingStatus(signal);
      queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, status.user);
      return status;
    },
    gcTime: 0,
    retry: false,
  });
}
