import type { SelfieResult } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { verificationQueryKey } from "./get-verification.ts";

export interface SelfieInput {
  challengeId: string;
  /** The camera stills of each pose, in the challenge's order. */
  stills: Blob[][];
  consent: boolean;
}

export function sendSelfie({ challengeId, stills, consent }: SelfieInput) {
  const form = new FormData();
  form.append("challengeId", challengeId);
  form.append("consent", String(consent));
  for (const [index, burst] of stills.entries()) {
    for (const [shot, still] of burst.entries()) form.append(`pose${index}`, still, `pose${index}-${shot}.jpg`);
  }
  return api.upload<{ data: SelfieResult }>("/verification/selfie", form).then((response) => response.data);
}

export function useSendSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSelfie,
    onSuccess: (result) => {
      queryClient.setQueryData(verificationQueryKey, result.status);
      void queryClient.invalidateQueries({ queryKey: sessionUserQueryKey });
    },
  });
}
