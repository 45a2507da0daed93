import { MESSAGES, type NotificationChoices } from "@devmatch/shared";
import { and, eq, ne } from "drizzle-orm";
import { sessions, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { decoyPasswordHash, hashPassword, sha256, verifyPassword } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { checkEmailCode } from "../auth/email-codes.ts";
import { limitRules } from "../auth/limits.ts";
import { codeError, sendCode } from "../auth/service.ts";
import { presentNotificationChoices } from "./presenter.ts";

/** Pausing hides the member from every feed and list of likes; matches and chats carry on. */
export async function setPaused(ctx: AppContext, options: { userId: string; paused: boolean }) {
  await ctx.db
    .update(users)
    .set({ isPaused: options.paused, updatedAt: new Date() })
    .where(eq(users.id, options.userId));
}

export async function updateNotificationChoices(
  ctx: AppContext,
  options: { userId: string; choices: NotificationChoices },
): Promise<NotificationChoices> {
  const { matches, messages, superLikes, email } = options.choices;
  const [user] = await ctx.db
    .update(users)
    .set({ notifyMatches: matches, notifyMessages: messages, notifySuperLikes: superLikes, notifyByEmail: email })
    .where(eq(users.id, options.userId))
    .returning();
  if (!user) throw new AppError("NOT_FOUND", "Account not found");
  return presentNotificationChoices(user);
}

/** Refuses unless `password` is the member's current one; attempts count against the sign-in limits. */
export async function assertPassword(
  ctx: AppContext,
  options: { user: UserRow; password: string; ip: string; field: string },
) {
  await enforceLimits(ctx, { rules: [limitRules.loginPerIp(ctx, options.ip)], message: MESSAGES.auth.rateLimited });
  // A social-only account has no password to prove; it sets one first (Connected accounts on My Profile).
  const hash = options.user.passwordHash ?? (await decoyPasswordHash());
  if (!(await verifyPassword(hash, options.password))) {
    throw new AppError("INVALID_CREDENTIALS", `${options.field}: That is not your current password.`);
  }
}

/** A new password, proven by the current one; every other session of the account ends. */
export async function changePassword(
  ctx: AppContext,
  options: { user: UserRow; currentPassword: string; newPassword: string; sessionToken: string; ip: string },
) {
  const { user, sessionToken } = options;
  await assertPassword(ctx, { user, password: options.currentPassword, ip: options.ip, field: "currentPassword" });
  const passwordHash = await hashPassword(options.newPassword);
  const keptHash = sha256(sessionToken);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, keptHash)))
      .returning({ tokenHash: sessions.tokenHash });
  });
  for (const session of ended) ctx.realtime.disconnectSession(session.tokenHash);
}

/** Sends a code to the new address; the email changes only when that code comes back. */
export async function requestEmailChange(ctx: AppContext, options: { user: UserRow; newEmail: string; ip: string }) {
  const { user, newEmail } = options;
  if (newEmail === user.email) throw new AppError("VALIDATION_ERROR", "newEmail: That is already your email.");
  await enforceLimits(ctx, {
    rules: [limitRules.codeSendsPerIp(ctx, options.ip), limitRules.codeSendCooldown(newEmail, "email-change")],
    message: MESSAGES.auth.rateLimited,
  });
  await ctx.db.update(users).set({ pendingEmail: newEmail }).where(eq(users.id, user.id));
  // Whether the address is taken is only checked on confirmation, so this never tells who has an account.
  await sendCode(ctx, { email: newEmail, firstName: user.firstName, purpose: "email-change" });
}

export async function confirmEmailChange(ctx: AppContext, options: { user: UserRow; otp: string; ip: string }) {
  const { user } = options;
  await enforceLimits(ctx, {
    rules: [limitRules.codeChecksPerIp(ctx, options.ip)],
    message: MESSAGES.auth.rateLimited,
  });
  const newEmail = user.pendingEmail;
  if (!newEmail) throw new AppError("INVALID_CODE", MESSAGES.otp.invalidOrExpired);
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkEmailCode(
      { db: tx, secret: ctx.secret },
      {
        email: newEmail,
        purpose: "email-change",
        code: options.otp,
        consume: true,
      },
    );
    if (check !== "ok") return check;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
    if (taken) return "taken" as const;
    await tx
      .update(users)
      .set({ email: newEmail, pendingEmail: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return check;
  });
  if (outcome === "taken") throw new AppError("EMAIL_TAKEN", "newEmail: That email belongs to another account.");
  if (outcome !== "ok") throw codeError(outcome);
  return newEmail;
}
