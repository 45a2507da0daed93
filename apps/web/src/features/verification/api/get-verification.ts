import type { VerificationStatus } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const verificationQueryKey = ["verification"] as const;

export const getVerification = (signal?: AbortSignal) =>
  api.get<{ data: VerificationStatus }>("/verification", signal).then((response) => response.data);

export const verificationQueryOptions = () =>
  queryOptions({ queryKey: verificationQueryKey, queryFn: ({ signal }) => getVerification(signal) });

export function useVerification() {
  return useQuery(verificationQueryOptions());
}
