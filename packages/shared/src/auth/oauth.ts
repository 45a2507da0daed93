import { z } from "zod";
import { passwordSchema } from "./password.ts";
import { otpSchema } from "./schemas.ts";

export const OAUTH_PROVIDER_IDS = ["github", "google"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];
export const oauthProviderSchema = z.enum(OAUTH_PROVIDER_IDS);

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

const providerStatusSchema = z.object({ configured: z.boolean() });
export const oauthProvidersResponseSchema = z.object({
  data: z.object({ github: providerStatusSchema, google: providerStatusSchema }),
});
export type OAuthProviders = z.infer<typeof oauthProvidersResponseSchema>["data"];

export const connectedAccountSchema = z.object({
  provider: oauthProviderSchema,
  login: z.string().nullable(),
  email: z.string().nullable(),
  connectedAt: z.string(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;
export const connectionsResponseSchema = z.object({
  data: z.object({
    hasPassword: z.boolean(),
    accounts: z.array(connectedAccountSchema),
    verifiedSkills: z.array(z.string()),
    skillsCheckedAt: z.string().nullable(),
  }),
});
export type Connections = z.infer<typeof connectionsResponseSchema>["data"];

/** A first password for a provider-only account, proven by a fresh code sent to the account's email. */
export const setPasswordBodySchema = z.strictObject({ newPassword: passwordSchema, otp: otpSchema });
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;
export const oauthStartQuerySchema = z.object({ intent: z.enum(["sign-in", "link", "skills"]).default("sign-in") });
export type OAuthIntent = z.infer<typeof oauthStartQuerySchema>["intent"];
