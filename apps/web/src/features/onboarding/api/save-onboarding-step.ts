import type { OnboardingProgress, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export type SaveStepResponse = OnboardingProgress;

export interface SaveStepInput {
  step: number;
  body: unknown;
}

export const saveOnboardingStep = ({ step, body }: SaveStepInput) =>
  api.post<SaveStepResponse>(`/onboarding/step/${step}`, body);

export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.user),
  });
}
