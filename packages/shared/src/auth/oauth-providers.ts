/** The sign-in providers, their names and what their refusals say: plain values, beside the schemas in oauth.ts. */
export const OAUTH_PROVIDER_IDS = ["github", "google"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** Whether a value read from an address (`?provider=`) names a provider. */
export const isOAuthProvider = (value: unknown): value is OAuthProviderId =>
  (OAUTH_PROVIDER_IDS as readonly unknown[]).includes(value);

export const OAUTH_PROVIDER_LABELS: Record<OAuthProviderId, string> = { github: "GitHub", google: "Google" };

/** Why a sign-in came back refused; the callback names one in `oauthError` on its redirect. */
export const OAUTH_ERROR_CODES = [
  "failed",
  "cancelled",
  "unverified_email",
  "already_linked",
  "suspended",
  "not_configured",
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** The spec's 'GitHub sign-in failed' / 'Google sign-in failed', more precise where the reason helps the person. */
export function oauthErrorMessage(provider: OAuthProviderId, code: string | null | undefined): string {
  const label = OAUTH_PROVIDER_LABELS[provider];
  switch (code) {
    case "cancelled":
      return `${label} sign-in failed: you cancelled it on ${label}.`;
    case "unverified_email":
      return `${label} sign-in failed: your ${label} account has no verified email address. Verify one on ${label}, or sign up with email.`;
    case "already_linked":
      return `That ${label} account is already connected to another DevMatch account.`;
    case "suspended":
      return "This account has been suspended.";
    case "not_configured":
      return `${label} sign-in is not available on this site. Sign in with your email and password instead.`;
    default:
      return `${label} sign-in failed`;
  }
}
