import type { VerificationStatus } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const verificationQueryKey = ["verification"] as const;

export const getVerification = (signal?: AbortSignal) =>
  api.get<{ data: VerificationStatus }>("/verification", signal).then((response) => response.data);

/** Changes only through the member's own steps, which refresh it: what a page read as it opened is current. */
export const verificationQueryOptions = () =>
  queryOptions({ queryKey: verificationQueryKey, queryFn: ({ signal }) => getVerification(signal), staleTime: 60_000 });

export function useVerification() {
  return useQuery(verificationQueryOptions());
}
