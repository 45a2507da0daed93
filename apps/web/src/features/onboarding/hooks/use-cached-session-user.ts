import type { SessionUser } from "@devmatch/shared";
import { useQuery } from "@tanstack/react-query";
import { sessionUserQueryOptions } from "../../../lib/session-user.ts";

/** The signed-in member as the cache holds it, kept current by every save; never fetches on its own. */
export function useCachedSessionUser(): SessionUser | undefined {
  return useQuery({ ...sessionUserQueryOptions(), enabled: false }).data ?? undefined;
}
