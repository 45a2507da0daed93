import type { OAuthProviderId } from "@devmatch/shared";
import * as client from "openid-client";
import type { Config, GithubOAuthConfig, GoogleOAuthConfig } from "../../config.ts";

/** Who the provider says signed in. `email` is only ever one the provider marks verified, else null. */
export interface ProviderIdentity {
  providerUserId: string;
  email: string | null;
  /** The provider had an email for the account but did not vouch for it. */
  hasUnverifiedEmail: boolean;
  displayName: string;
  photoUrl: string | null;
  login: string | null;
  accessToken: string;
}

export interface ProviderClient {
  config: client.Configuration;
  scope: string;
  usesNonce: boolean;
  readIdentity(tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<ProviderIdentity>;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Plain HTTP is allowed only for a provider on this machine (tests and local demos), never across a network. */
const isLocalHttp = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname);
};

const GITHUB_API_HEADERS = { accept: "application/vnd.github+json", "user-agent": "DevMatch" };

export async function githubApi<T>(
  settings: GithubOAuthConfig,
  config: client.Configuration,
  token: string,
  path: string,
) {
  const response = await client.fetchProtectedResource(
    config,
    token,
    new URL(`${settings.apiUrl}${path}`),
    "GET",
    undefined,
    new Headers(GITHUB_API_HEADERS),
  );
  if (!response.ok) throw new Error(`GitHub API ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string | null;
}
interface GithubEmail {
  email: string;
  verified: boolean;
  primary: boolean;
}

function githubClient(settings: GithubOAuthConfig): ProviderClient {
  // GitHub is a plain OAuth 2.0 server (no discovery, no ID token); it accepts S256 PKCE.
  const config = new client.Configuration(
    {
      issuer: settings.baseUrl,
      authorization_endpoint: `${settings.baseUrl}/login/oauth/authorize`,
      token_endpoint: `${settings.baseUrl}/login/oauth/access_token`,
      code_challenge_methods_supported: ["S256"],
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (isLocalHttp(settings.baseUrl) && isLocalHttp(settings.apiUrl)) client.allowInsecureRequests(config);
  return {
    config,
    scope: "read:user user:email",
    usesNonce: false,
    async readIdentity(tokens) {
      const token = tokens.access_token;
      const [user, emails] = await Promise.all([
        githubApi<GithubUser>(settings, config, token, "/user"),
        githubApi<GithubEmail[]>(settings, config, token, "/user/emails"),
      ]);
      const verified = emails.filter((entry) => entry.verified);
      const chosen = verified.find((entry) => entry.primary) ?? verified[0];
      return {
        providerUserId: String(user.id),
        email: chosen ? chosen.email.trim().toLowerCase() : null,
        hasUnverifiedEmail: !chosen && emails.length > 0,
        displayName: user.name ?? "",
        photoUrl: user.avatar_url,
        login: user.login,
        accessToken: token,
      };
    },
  };
}

async function googleClient(settings: GoogleOAuthConfig): Promise<ProviderClient> {
  const config = await client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
    // The ID token's signature is checked against the provider's published keys, not only trusted over TLS.
    execute: isLocalHttp(settings.issuer)
      ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
      : [client.enableNonRepudiationChecks],
  });
  return {
    config,
    scope: "openid email profile",
    usesNonce: true,
    async readIdentity(tokens) {
      const claims = tokens.claims();
      if (!claims) throw new Error("Google answered without an ID token");
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null;
      const emailVerified = claims.email_verified === true;
      return {
        providerUserId: claims.sub,
        email: emailVerified ? email : null,
        hasUnverifiedEmail: !emailVerified && email !== null,
        displayName: typeof info.name === "string" ? info.name : "",
        photoUrl: typeof info.picture === "string" ? info.picture : null,
        login: null,
        accessToken: tokens.access_token,
      };
    },
  };
}

// Discovery is fetched once per configuration; a failed one is forgotten so the next sign-in retries it.
const cache = new WeakMap<Config, Map<OAuthProviderId, Promise<ProviderClient>>>();

export function providerClient(config: Config, provider: OAuthProviderId): Promise<ProviderClient> | null {
  const settings = config.oauth[provider];
  if (!settings) return null;
  let clients = cache.get(config);
  if (!clients) {
    clients = new Map();
    cache.set(config, clients);
  }
  let pending = clients.get(provider);
  if (!pending) {
    pending =
      provider === "github"
        ? Promise.resolve(githubClient(settings as GithubOAuthConfig))
        : googleClient(settings as GoogleOAuthConfig);
    const forget = clients;
    pending.catch(() => forget.delete(provider));
    clients.set(provider, pending);
  }
  return pending;
}
