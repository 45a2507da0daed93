import { EMAIL_CHANGE_UNDO_DAYS, MESSAGES, paths } from "@devmatch/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { UserRow } from "../../db/schema.ts";
import { emailChangeUndos, sessions, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { createToken, hmac, sha256 } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { codeError, withEmailCode } from "../auth/email-codes.ts";
import { enforceCodeSendLimits, limitRules } from "../auth/limits.ts";
import { sendCode } from "../auth/service.ts";
import { emailChangedEmail } from "./email-change-email.ts";
import { assertPassword } from "./service.ts";

const DAY_MS = 86_400_000;
const undoTokenHash = (secret: string, token: string) => hmac(secret, `email-change-undo:${token}`);

/** For an account without a password: a code to the current address, which `requestEmailChange` then needs. */
export async function sendEmailChangeProofCode(ctx: AppContext, options: { user: UserRow; ip: string }) {
  const { user } = options;
  await enforceCodeSendLimits(ctx, {
    ip: options.ip,
    email: user.email,
    purpose: "email-change-proof",
    message: MESSAGES.auth.rateLimited,
  });
  await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "email-change-proof" });
}

/** Checks the code to the current address that stands in for a password; `consume` spends it. */
async function checkProofCode(ctx: AppContext, options: { user: UserRow; otp: string; ip: string; consume: boolean }) {
  const { user, otp, ip, consume } = options;
  await withEmailCode(
    ctx,
    { email: user.email, purpose: "email-change-proof", code: otp, ip, consume },
    async () => {},
  );
}

/**
 * Proven by the member (the current password, or for an account without one a code sent to the current address),
 * sends a code to the new address; the email changes only when that code comes back. A refused proof does not
 * count against the new address's code emails, and a right proof code is spent only once one may go.
 */
export async function requestEmailChange(
  ctx: AppContext,
  options: { user: UserRow; newEmail: string; ip: string; proof: { currentPassword: string } | { otp: string } },
) {
  const { user, newEmail, ip, proof } = options;
  if (newEmail === user.email) throw new AppError("VALIDATION_ERROR", MESSAGES.emailChange.sameEmail);
  if ("currentPassword" in proof) {
    await assertPassword(ctx, { user, password: proof.currentPassword, ip, field: "currentPassword" });
  } else {
    await checkProofCode(ctx, { user, otp: proof.otp, ip, consume: false });
  }
  await enforceCodeSendLimits(ctx, {
    ip,
    email: newEmail,
    purpose: "email-change",
    message: MESSAGES.auth.rateLimited,
  });
  if ("otp" in proof) await checkProofCode(ctx, { user, otp: proof.otp, ip, consume: true });
  await ctx.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, user.id));
  // Whether the address is taken is only checked on confirmation, so this never tells who has an account.
  await sendCode(ctx, { email: newEmail, firstName: user.firstName, purpose: "email-change" });
}

/**
 * The new address's code: the email changes, every other session ends, and the old address is told, with a link
 * that puts it back for 7 days (only its HMAC is stored; it works once).
 */
export async function confirmEmailChange(
  ctx: AppContext,
  options: { user: UserRow; otp: string; ip: string; sessionToken: string },
) {
  const { user } = options;
  const newEmail = user.pendingEmail;
  if (!newEmail) throw new AppError("INVALID_CODE", MESSAGES.otp.invalidOrExpired);
  const token = createToken();
  const code = { email: newEmail, purpose: "email-change", code: options.otp, ip: options.ip } as const;
  const outcome = await withEmailCode(ctx, code, async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
    if (taken) return { check: "taken" } as const;
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id)).for("update");
    if (!current) return { check: "invalid" } as const;
    await tx
      .update(users)
      .set({ email: newEmail, pendingEmail: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.insert(emailChangeUndos).values({
      userId: user.id,
      oldEmail: current.email,
      newEmail,
      tokenHash: undoTokenHash(ctx.secret, token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_UNDO_DAYS * DAY_MS),
    });
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, sha256(options.sessionToken))))
      .returning({ tokenHash: sessions.tokenHash });
    return { check: "ok", oldEmail: current.email, ended } as const;
  });
  if (outcome.check === "taken") throw new AppError("EMAIL_TAKEN", MESSAGES.emailChange.taken);
  if (outcome.check === "invalid") throw codeError(outcome.check);
  for (const session of outcome.ended) ctx.realtime.disconnectSession(session.tokenHash);
  const undoUrl = `${ctx.config.publicOrigin}${paths.undoEmailChange}#token=${token}`;
  await ctx.mailer
    .send(emailChangedEmail({ to: outcome.oldEmail, newEmail, undoUrl }))
    .catch((error: unknown) => ctx.log.error({ err: error }, "could not tell the old address of an email change"));
  return newEmail;
}

/**
 * The link from the old address: puts that address back, ends every session, takes the password away (whoever
 * moved the account knew it) and spends every undo link of the account, so a second change made meanwhile cannot
 * be used to move it away again. An unverified account that took the old address meanwhile never proved it and
 * gives way; a verified one does not.
 */
export async function undoEmailChange(ctx: AppContext, options: { token: string; ip: string }) {
  await enforceLimits(ctx, {
    rules: [limitRules.codeChecksPerIp(ctx, options.ip)],
    message: MESSAGES.auth.rateLimited,
  });
  const outcome = await ctx.db.transaction(async (tx) => {
    const [undo] = await tx
      .select()
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.tokenHash, undoTokenHash(ctx.secret, options.token)))
      .for("update");
    if (!undo || undo.usedAt || undo.expiresAt.getTime() <= Date.now())
      return { ok: false, reason: "invalid" } as const;
    const [holder] = await tx
      .select({ id: users.id, isVerified: users.isVerified })
      .from(users)
      .where(and(eq(users.email, undo.oldEmail), ne(users.id, undo.userId)))
      .for("update");
    if (holder?.isVerified) return { ok: false, reason: "taken" } as const;
    if (holder) await tx.delete(users).where(eq(users.id, holder.id));
    await tx
      .update(emailChangeUndos)
      .set({ usedAt: new Date() })
      .where(and(eq(emailChangeUndos.userId, undo.userId), isNull(emailChangeUndos.usedAt)));
    await tx
      .update(users)
      .set({ email: undo.oldEmail, pendingEmail: null, passwordHash: null, updatedAt: new Date() })
      .where(eq(users.id, undo.userId));
    await tx.delete(sessions).where(eq(sessions.userId, undo.userId));
    return { ok: true, userId: undo.userId, email: undo.oldEmail } as const;
  });
  if (!outcome.ok) {
    if (outcome.reason === "taken") throw new AppError("CONFLICT", MESSAGES.emailChange.undoTaken);
    throw new AppError("INVALID_CODE", MESSAGES.emailChange.undoInvalid);
  }
  ctx.realtime.disconnectUser(outcome.userId);
  return outcome.email;
}
