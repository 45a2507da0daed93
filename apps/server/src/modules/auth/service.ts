import { randomUUID } from "node:crypto";
import { MESSAGES } from "@devmatch/shared";
import { isDisposableEmail } from "disposable-email-domains-js";
import { and, eq, TransactionRollbackError } from "drizzle-orm";
import { sessions, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { enforceLimits, hitLimits } from "../../lib/rate-limit.ts";
import { isBannedEmail } from "../../policies/bans.ts";
import { sanctionRefusal } from "../../policies/sanctions.ts";
import { codeEmail } from "./code-email.ts";
import { type CodePurpose, codeError, issueEmailCode, withEmailCode } from "./email-codes.ts";
import { enforceCodeSendLimits, limitRules, silentCodeSendRules } from "./limits.ts";
import {
  clearAccountFailures,
  clearLoginFailures,
  recordLoginFailure,
  refuseWhileSlowedDown,
} from "./login-throttle.ts";
import { createSession, deleteUserSessions } from "./sessions.ts";
import { signUpAttemptEmail } from "./sign-up-attempt-email.ts";
import { claimSignUpCode } from "./sign-up-code.ts";

async function findUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/**
 * Emails a fresh code. A sign-up code made here keeps the password the previous one carried (see
 * `claimSignUpCode`). Delivery trouble is logged, not shown: the person can ask for another code.
 */
export async function sendCode(
  ctx: AppContext,
  options: { email: string; firstName: string | null; purpose: CodePurpose },
) {
  await mailCode(ctx, { ...options, code: await issueEmailCode(ctx, options) });
}

async function mailCode(
  ctx: AppContext,
  options: { email: string; firstName: string | null; purpose: CodePurpose; code: string },
) {
  const { code } = options;
  const message = codeEmail({
    to: options.email,
    code,
    purpose: options.purpose,
    firstName: options.firstName,
    publicOrigin: ctx.config.publicOrigin,
  });
  try {
    await ctx.mailer.send(message);
  } catch (error) {
    ctx.log.error({ err: error, purpose: options.purpose }, "could not send a code email");
  }
}

/**
 * Runs `task` after the answer has gone out, so how long a request takes never tells whether an email was sent
 * (and so whether an account exists). Failures are logged; the person can ask again.
 */
function afterReply(ctx: AppContext, what: string, task: () => Promise<unknown>) {
  setImmediate(() => {
    task().catch((error) => ctx.log.error({ err: error }, `could not ${what}`));
  });
}

/**
 * Creates an account and emails its code. A taken email gets exactly the same answer (the row shown is one that
 * was never kept), and the address's owner is told instead: sign-up never reveals who has an account.
 */
export async function signUp(
  ctx: AppContext,
  input: { firstName: string; lastName: string; emailId: string; password: string; ip: string },
) {
  await enforceLimits(ctx, { rules: [limitRules.signupPerIp(ctx, input.ip)], message: MESSAGES.auth.rateLimited });
  if (isDisposableEmail(input.emailId)) throw new AppError("VALIDATION_ERROR", MESSAGES.signup.disposableEmail);
  const passwordHash = await hashPassword(input.password);
  const values = { email: input.emailId, passwordHash, firstName: input.firstName, lastName: input.lastName };
  // A banned member's mailbox, however spelled, makes no account and gets no email; the answer is the same.
  if (await isBannedEmail(ctx, { email: input.emailId })) return unsavedUser(ctx, values);
  // Two sign-ups for one email at the same moment: the unique index lets exactly one through.
  const [user] = await ctx.db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  if (user) {
    // Counted, never refused: the first code of a new account always goes.
    await hitLimits(ctx.limits, silentCodeSendRules(ctx, user.email, "signup"));
    afterReply(ctx, "send a sign-up code", async () => {
      const code = await issueEmailCode(ctx, {
        email: user.email,
        purpose: "signup",
        pendingPasswordHash: passwordHash,
      });
      await mailCode(ctx, { email: user.email, firstName: user.firstName, purpose: "signup", code });
    });
    return user;
  }
  afterReply(ctx, "answer a sign-up for a taken email", () =>
    answerTakenEmail(ctx, { email: input.emailId, password: input.password, passwordHash }),
  );
  return unsavedUser(ctx, values);
}

/**
 * The owner of a taken email hears of the attempt; an account still waiting for its code gets a fresh one, which
 * carries this sign-up's password only if nobody else claimed the address meanwhile (`claimSignUpCode`).
 */
async function answerTakenEmail(ctx: AppContext, options: { email: string; password: string; passwordHash: string }) {
  const { email } = options;
  const owner = await findUserByEmail(ctx, email);
  if (!owner) return;
  if (!owner.isVerified) {
    const limited = await hitLimits(ctx.limits, silentCodeSendRules(ctx, owner.email, "signup"));
    const code = await claimSignUpCode(ctx, { ...options, email: owner.email, mayIssue: !limited });
    if (code) await mailCode(ctx, { email: owner.email, firstName: owner.firstName, purpose: "signup", code });
    return;
  }
  // At most one such notice an hour, so repeated attempts cannot flood the owner's inbox.
  if (await hitLimits(ctx.limits, [limitRules.signUpAttemptNotice(owner.email)])) return;
  await ctx.mailer.send(signUpAttemptEmail({ to: owner.email, publicOrigin: ctx.config.publicOrigin }));
}

/** A user row as the database would make it for `values`, inserted and rolled back, so nothing is kept. */
async function unsavedUser(ctx: AppContext, values: typeof users.$inferInsert): Promise<UserRow> {
  let row: UserRow | undefined;
  await ctx.db
    .transaction(async (tx) => {
      [row] = await tx
        .insert(users)
        .values({ ...values, email: `unsaved-${randomUUID()}@invalid` })
        .returning();
      tx.rollback();
    })
    .catch((error) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!row) throw new Error("could not shape the sign-up answer");
  return { ...row, email: values.email };
}

export async function logIn(
  ctx: AppContext,
  input: { emailId: string; password: string; rememberMe: boolean; ip: string },
) {
  await enforceLimits(ctx, { rules: [limitRules.loginPerIp(ctx, input.ip)], message: MESSAGES.auth.rateLimited });
  await refuseWhileSlowedDown(ctx, { email: input.emailId, ip: input.ip });

  const user = await findUserByEmail(ctx, input.emailId);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(ctx, { email: input.emailId, ip: input.ip });
    throw new AppError("INVALID_CREDENTIALS", MESSAGES.login.invalidCredentials);
  }
  await clearLoginFailures(ctx, { email: input.emailId, ip: input.ip });
  // A suspended or banned member who proved who they are is told why, and how to appeal.
  const refusal = await sanctionRefusal(ctx, { member: user });
  if (refusal) throw refusal;
  // Never a session before the inbox is proven: the password may have been chosen by someone else, and
  // verifying the code decides the account's password (`verifySignupCode`).
  if (!user.isVerified) {
    const limited = await hitLimits(ctx.limits, silentCodeSendRules(ctx, user.email, "signup"));
    if (!limited) await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "signup" });
    throw new AppError("EMAIL_NOT_VERIFIED", MESSAGES.login.requiresVerification, {
      requiresVerification: true,
      emailId: user.email,
    });
  }
  const session = await createSession(ctx, { userId: user.id, persistent: input.rememberMe });
  return { user, session };
}

/**
 * Proves the inbox: the account is verified with the password the code carries (the one given with the sign-up
 * that asked for it, or none when the address was claimed twice), and every other session ends.
 */
export async function verifySignupCode(ctx: AppContext, input: { emailId: string; otp: string; ip: string }) {
  const code = { email: input.emailId, purpose: "signup", code: input.otp, ip: input.ip } as const;
  const outcome = await withEmailCode(ctx, code, async (tx, row) => {
    const [user] = await tx
      .update(users)
      .set({ isVerified: true, passwordHash: row.pendingPasswordHash, updatedAt: new Date() })
      .where(and(eq(users.email, input.emailId), eq(users.isVerified, false)))
      .returning();
    if (!user) return { check: "invalid" } as const;
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ tokenHash: sessions.tokenHash });
    const session = await createSession({ db: tx }, { userId: user.id, persistent: false });
    return { check: "ok", user, session, ended } as const;
  });
  if (outcome.check !== "ok") throw codeError(outcome.check);
  for (const ended of outcome.ended) ctx.realtime.disconnectSession(ended.tokenHash);
  return { user: outcome.user, session: outcome.session };
}

/** Sends a new sign-up code when the email is waiting for verification; answers alike otherwise. */
export async function resendSignupCode(ctx: AppContext, input: { emailId: string; ip: string }) {
  await enforceCodeSendLimits(ctx, { ip: input.ip, email: input.emailId, purpose: "signup" });
  afterReply(ctx, "resend a sign-up code", async () => {
    const user = await findUserByEmail(ctx, input.emailId);
    if (user && !user.isVerified)
      await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "signup" });
  });
}

/** Answers the same for known and unknown emails; only an existing account gets a code. */
export async function requestPasswordReset(ctx: AppContext, input: { emailId: string; ip: string }) {
  await enforceCodeSendLimits(ctx, { ip: input.ip, email: input.emailId, purpose: "reset" });
  afterReply(ctx, "send a reset code", async () => {
    const user = await findUserByEmail(ctx, input.emailId);
    if (user) await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "reset" });
  });
}

export async function verifyResetCode(ctx: AppContext, input: { emailId: string; otp: string; ip: string }) {
  const code = { email: input.emailId, purpose: "reset", code: input.otp, ip: input.ip, consume: false } as const;
  await withEmailCode(ctx, code, async () => {});
}

/** Changes the password only with a valid reset code, then ends every session of the account. */
export async function resetPassword(
  ctx: AppContext,
  input: { emailId: string; otp: string; newPassword: string; ip: string },
) {
  const passwordHash = await hashPassword(input.newPassword);
  const code = { email: input.emailId, purpose: "reset", code: input.otp, ip: input.ip } as const;
  const outcome = await withEmailCode(ctx, code, async (tx) => {
    // The code proves control of the inbox, so it verifies the email as well.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(eq(users.email, input.emailId))
      .returning({ id: users.id });
    if (!user) return { check: "invalid" } as const;
    await deleteUserSessions({ db: tx }, { userId: user.id });
    return { check: "ok", userId: user.id } as const;
  });
  if (outcome.check !== "ok") throw codeError(outcome.check);
  await clearAccountFailures(ctx, { email: input.emailId });
  ctx.realtime.disconnectUser(outcome.userId);
}
