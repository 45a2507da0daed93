import { type OAuthErrorCode, type OAuthIntent, type OAuthProviderId, oauthErrorMessage } from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import * as client from "openid-client";
import type { GithubOAuthConfig } from "../../config.ts";
import { oauthAccounts, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { isBannedEmail, isBannedProviderAccount } from "../../policies/bans.ts";
import { sanctionRefusal } from "../../policies/sanctions.ts";
import { createSession, deleteUserSessions } from "../auth/sessions.ts";
import { consumeFlow, createFlow } from "./flows.ts";
import { readGithubWork } from "./github-skills.ts";
import { splitDisplayName } from "./identity.ts";
import { importProviderPhoto } from "./photo.ts";
import { type ProviderClient, type ProviderIdentity, providerClient } from "./providers.ts";

export const CALLBACK_PATH = (provider: OAuthProviderId) => `/api/auth/${provider}/callback`;

export const oauthFailure = (provider: OAuthProviderId, reason: OAuthErrorCode) =>
  new AppError("OAUTH_FAILED", oauthErrorMessage(provider, reason), { reason });

async function requireClient(ctx: AppContext, provider: OAuthProviderId): Promise<ProviderClient> {
  const pending = providerClient(ctx.config, provider);
  // An old link to a provider this site has not set up comes back to sign-in saying so.
  if (!pending) throw oauthFailure(provider, "not_configured");
  try {
    return await pending;
  } catch (error) {
    ctx.log.error({ err: error, provider }, "could not reach the sign-in provider");
    throw oauthFailure(provider, "failed");
  }
}

/** Begins a flow: the caller sets the browser cookie and redirects to the returned address. */
export async function startOAuth(
  ctx: AppContext,
  options: { provider: OAuthProviderId; intent: OAuthIntent; userId: string | null },
) {
  const { provider, intent } = options;
  if (intent !== "sign-in" && !options.userId) throw new AppError("UNAUTHENTICATED", "Please sign in first");
  if (intent === "skills" && provider !== "github")
    throw new AppError("VALIDATION_ERROR", "intent: skills come from GitHub");
  const providerConfig = await requireClient(ctx, provider);
  const flow = await createFlow(ctx.db, {
    provider,
    intent,
    userId: intent === "sign-in" ? null : options.userId,
    usesNonce: providerConfig.usesNonce,
  });
  const parameters: Record<string, string> = {
    redirect_uri: new URL(CALLBACK_PATH(provider), ctx.config.publicOrigin).href,
    scope: providerConfig.scope,
    state: flow.state,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
  };
  if (flow.nonce) parameters.nonce = flow.nonce;
  return { browserKey: flow.browserKey, url: client.buildAuthorizationUrl(providerConfig.config, parameters).href };
}

export type OAuthOutcome =
  | { intent: "sign-in"; user: UserRow; session: Awaited<ReturnType<typeof createSession>> }
  | { intent: "link" | "skills" };

/** Finishes a flow from the provider's redirect. Anything off — no flow in this browser, state, code — signs nobody in. */
export async function finishOAuth(
  ctx: AppContext,
  options: {
    provider: OAuthProviderId;
    browserKey: string | undefined;
    callbackUrl: URL;
    signedInUserId: string | null;
  },
): Promise<OAuthOutcome> {
  const { provider, callbackUrl } = options;
  const flow = options.browserKey ? await consumeFlow(ctx, { browserKey: options.browserKey, provider }) : null;
  if (!flow) throw oauthFailure(provider, "failed");
  if (callbackUrl.searchParams.get("error") === "access_denied") throw oauthFailure(provider, "cancelled");
  if (flow.intent !== "sign-in" && flow.userId !== options.signedInUserId) throw oauthFailure(provider, "failed");

  const providerConfig = await requireClient(ctx, provider);
  let identity: ProviderIdentity;
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(providerConfig.config, callbackUrl, {
      expectedState: flow.state,
      pkceCodeVerifier: flow.codeVerifier,
      ...(flow.nonce ? { expectedNonce: flow.nonce } : { idTokenExpected: false }),
    });
    identity = await providerConfig.readIdentity(tokens);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, "sign-in callback refused");
    throw oauthFailure(provider, "failed");
  }

  if (flow.intent === "sign-in") return { intent: "sign-in", ...(await signInWith(ctx, provider, identity)) };
  if (flow.intent === "link") {
    await linkTo(ctx, provider, identity, flow.userId as string);
    return { intent: "link" };
  }
  await refreshGithubSkills(ctx, { userId: flow.userId as string, identity, providerConfig });
  return { intent: "skills" };
}

async function signInWith(ctx: AppContext, provider: OAuthProviderId, identity: ProviderIdentity) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)))
      .limit(1);
    if (linked) {
      const refusal = await sanctionRefusal({ db: tx, secret: ctx.secret }, { member: linked.user });
      if (refusal) throw refusal;
      const session = await createSession({ db: tx }, { userId: linked.user.id, persistent: false });
      return { user: linked.user, session, created: false };
    }
    // An email the provider did not vouch for never links to an account and never creates one.
    if (!identity.email) throw oauthFailure(provider, "unverified_email");
    const [existing] = await tx.select().from(users).where(eq(users.email, identity.email)).for("update").limit(1);
    if (existing) {
      const refusal = await sanctionRefusal({ db: tx, secret: ctx.secret }, { member: existing });
      if (refusal) throw refusal;
      const [alreadyLinked] = await tx
        .select({ id: oauthAccounts.providerUserId })
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.userId, existing.id), eq(oauthAccounts.provider, provider)));
      if (alreadyLinked) throw oauthFailure(provider, "already_linked");
      let user = existing;
      if (!existing.isVerified) {
        // Nobody proved this inbox before: whoever chose that password may not be its owner.
        [user] = (await tx
          .update(users)
          .set({ isVerified: true, passwordHash: null, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()) as [typeof existing];
        await deleteUserSessions({ db: tx }, { userId: existing.id });
      }
      await tx.insert(oauthAccounts).values(accountRow(provider, identity, user.id));
      const session = await createSession({ db: tx }, { userId: user.id, persistent: false });
      return { user, session, created: false };
    }
    // A banned member's provider account or mailbox makes no new account.
    const banned =
      (await isBannedProviderAccount({ db: tx }, { provider, providerUserId: identity.providerUserId })) ||
      (await isBannedEmail({ db: tx }, { email: identity.email }));
    if (banned) throw oauthFailure(provider, "failed");
    const [user] = await tx
      .insert(users)
      .values({
        email: identity.email,
        passwordHash: null,
        isVerified: true,
        ...splitDisplayName(provider, identity.displayName),
      })
      .returning();
    if (!user) throw oauthFailure(provider, "failed");
    await tx.insert(oauthAccounts).values(accountRow(provider, identity, user.id));
    const session = await createSession({ db: tx }, { userId: user.id, persistent: false });
    return { user, session, created: true };
  });
  if (outcome.created && identity.photoUrl)
    await importProviderPhoto(ctx, { userId: outcome.user.id, url: identity.photoUrl });
  return { user: outcome.user, session: outcome.session };
}

const accountRow = (provider: OAuthProviderId, identity: ProviderIdentity, userId: string) => ({
  provider,
  providerUserId: identity.providerUserId,
  userId,
  email: identity.email,
  login: identity.login,
});

async function linkTo(ctx: AppContext, provider: OAuthProviderId, identity: ProviderIdentity, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)));
    if (owner && owner.userId !== userId) throw oauthFailure(provider, "already_linked");
    if (owner) return;
    const inserted = await tx
      .insert(oauthAccounts)
      .values(accountRow(provider, identity, userId))
      .onConflictDoNothing()
      .returning({ userId: oauthAccounts.userId });
    if (inserted.length === 0) throw oauthFailure(provider, "already_linked");
  });
}

async function refreshGithubSkills(
  ctx: AppContext,
  options: { userId: string; identity: ProviderIdentity; providerConfig: ProviderClient },
) {
  const { userId, identity, providerConfig } = options;
  const [link] = await ctx.db
    .select({ id: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, "github")));
  // Only the GitHub account connected to this member can vouch for their skills.
  if (!link || link.id !== identity.providerUserId) throw oauthFailure("github", "failed");
  let work: Awaited<ReturnType<typeof readGithubWork>>;
  try {
    work = await readGithubWork(
      ctx.config.oauth.github as GithubOAuthConfig,
      providerConfig.config,
      identity.accessToken,
    );
  } catch (error) {
    ctx.log.warn({ err: error }, "could not read GitHub repositories");
    throw oauthFailure("github", "failed");
  }
  await ctx.db
    .update(users)
    .set({
      githubSkillKeys: work.skillKeys,
      githubRepos: work.repositories,
      githubSkillsCheckedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
