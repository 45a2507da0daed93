import type { SessionUser } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export const sessionUserQueryKey = ["session-user"] as const;

/** The signed-in user, or null when there is no valid session (a visitor is an answer, not an error). */
export async function getSessionUser(): Promise<SessionUser | null> {
  const response = await api.get<{ data: SessionUser | null }>("/session");
  return response.data;
}

export const sessionUserQueryOptions = () =>
  queryOptions({ queryKey: sessionUserQueryKey, queryFn: getSessionUser, staleTime: 60_000, retry: 1 });

export function useSessionUser() {
  return useQuery(sessionUserQueryOptions());
}
