import type { SessionUser } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "./api-client.ts";

export const sessionUserQueryKey = ["session-user"] as const;

/** The signed-in user, or null when there is no valid session. */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    const response = await api.get<{ data: SessionUser }>("/me");
    return response.data;
  } catch (error) {
    if (isApiError(error, "UNAUTHENTICATED")) return null;
    throw error;
  }
}

export const sessionUserQueryOptions = () =>
  queryOptions({ queryKey: sessionUserQueryKey, queryFn: getSessionUser, staleTime: 60_000, retry: 1 });

export function useSessionUser() {
  return useQuery(sessionUserQueryOptions());
}
