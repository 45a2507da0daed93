import type { VerificationChallenge } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A new pose sequence from the server: one use, a few minutes. */
export const createChallenge = () =>
  api.post<{ data: VerificationChallenge }>("/verification/challenge").then((response) => response.data);

export function useCreateChallenge() {
  return useMutation({ mutationFn: createChallenge });
}
