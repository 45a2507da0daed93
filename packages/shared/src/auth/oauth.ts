import { z } from "zod";
import { OAUTH_PROVIDER_IDS } from "./oauth-providers.ts";
import { passwordSchema } from "./password.ts";
import { otpSchema } from "./schemas.ts";

export const oauthProviderSchema = z.enum(OAUTH_PROVIDER_IDS);

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
