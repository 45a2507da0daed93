import type { OAuthIntent, OAuthProviderId, OAuthProviders } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/** Which sign-in providers this server has set up (sign-in pages and My Profile both ask). */
export const getOAuthProviders = (signal?: AbortSignal) =>
  api.get<{ data: OAuthProviders }>("/auth/providers", signal).then((response) => response.data);

export const oauthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "providers"],
    queryFn: ({ signal }) => getOAuthProviders(signal),
    staleTime: Infinity,
  });

export function useOAuthProviders() {
  return useQuery(oauthProvidersQueryOptions());
}

/**
 * Where a provider button goes: a full-page visit to our server, which sends the browser on to the provider and
 * brings it back signed in (or connected).
 */
export function oauthStartHref(provider: OAuthProviderId, intent: OAuthIntent = "sign-in") {
  return intent === "sign-in" ? `/api/auth/${provider}` : `/api/auth/${provider}?intent=${intent}`;
}
