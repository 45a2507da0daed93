import type { VerificationStatus } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { verificationQueryKey } from "./get-verification.ts";

/** Asks a moderator to compare the member with their photos: with the last selfie, or without a camera none. */
export function requestReview(selfie: Blob | null) {
  const form = new FormData();
  if (selfie) form.append("selfie", selfie, "selfie.jpg");
  return api.upload<{ data: VerificationStatus }>("/verification/review", form).then((response) => response.data);
}

export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReview,
    onSuccess: (status) => queryClient.setQueryData(verificationQueryKey, status),
  });
}
