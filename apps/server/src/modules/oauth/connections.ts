import { type Connections, MESSAGES, OAUTH_PROVIDER_LABELS, type OAuthProviderId } from "@devmatch/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { UserRow } from "../../db/schema.ts";
import { oauthAccounts, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { hashPassword } from "../../lib/crypto.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { withEmailCode } from "../auth/email-codes.ts";
import { enforceCodeSendLimits } from "../auth/limits.ts";
import { sendCode } from "../auth/service.ts";

export async function listConnections(ctx: AppContext, options: { userId: string }): Promise<Connections> {
  const [[user], accounts] = await Promise.all([
    ctx.db
      .select({ passwordHash: users.passwordHash, keys: users.githubSkillKeys, checkedAt: users.githubSkillsCheckedAt })
      .from(users)
      .where(eq(users.id, options.userId)),
    ctx.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, options.userId)),
  ]);
  if (!user) throw notFound("User not found");
  return {
    hasPassword: user.passwordHash !== null,
    accounts: accounts.map((account) => ({
      provider: account.provider,
      login: account.login,
      email: account.email,
      connectedAt: account.createdAt.toISOString(),
    })),
    verifiedSkills: user.keys,
    skillsCheckedAt: user.checkedAt?.toISOString() ?? null,
  };
}

/** Refused when it would leave the account with no way to sign in. Unlinking GitHub also drops what it verified. */
export async function unlinkProvider(ctx: AppContext, options: { userId: string; provider: OAuthProviderId }) {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, options.userId))
      .for("update");
    const accounts = await tx.select().from(oauthAccounts).where(eq(oauthAccounts.userId, options.userId));
    if (!accounts.some((account) => account.provider === options.provider)) {
      throw notFound(`${OAUTH_PROVIDER_LABELS[options.provider]} is not connected`);
    }
    if (!user?.passwordHash && accounts.length < 2) {
      throw new AppError("CONFLICT", MESSAGES.connections.lastSignInMethod);
    }
    await tx
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.userId, options.userId), eq(oauthAccounts.provider, options.provider)));
    if (options.provider === "github") {
      await tx
        .update(users)
        .set({ githubSkillKeys: [], githubRepos: [], githubSkillsCheckedAt: null, updatedAt: new Date() })
        .where(eq(users.id, options.userId));
    }
  });
}

const passwordAlreadySet = () => new AppError("CONFLICT", MESSAGES.connections.passwordAlreadySet);

/** The code `setFirstPassword` needs, sent to the account's email: a session alone never adds a way in. */
export async function sendFirstPasswordCode(ctx: AppContext, options: { user: UserRow; ip: string }) {
  const { user } = options;
  if (user.passwordHash) throw passwordAlreadySet();
  await enforceCodeSendLimits(ctx, {
    ip: options.ip,
    email: user.email,
    purpose: "set-password",
    message: MESSAGES.auth.rateLimited,
  });
  await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "set-password" });
}

/** Only for an account without a password (social sign-in only), with the code from `sendFirstPasswordCode`. */
export async function setFirstPassword(
  ctx: AppContext,
  options: { user: UserRow; newPassword: string; otp: string; ip: string },
) {
  const { user } = options;
  if (user.passwordHash) throw passwordAlreadySet();
  const passwordHash = await hashPassword(options.newPassword);
  const code = { email: user.email, purpose: "set-password", code: options.otp, ip: options.ip } as const;
  const outcome = await withEmailCode(ctx, code, async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    return updated.length === 0 ? "already-set" : "ok";
  });
  if (outcome === "already-set") throw passwordAlreadySet();
}
