import { MESSAGES, type NotificationChoices } from "@devmatch/shared";
import { and, eq, ne } from "drizzle-orm";
import { sessions, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { decoyPasswordHash, hashPassword, sha256, verifyPassword } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { limitRules } from "../auth/limits.ts";
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
    // Said in plain words; the field it concerns travels in `details`, as a validation error names its field.
    throw new AppError("INVALID_CREDENTIALS", MESSAGES.account.wrongPassword, {
      details: [{ field: options.field, message: MESSAGES.account.wrongPassword }],
    });
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

/** Ends every session of the member, this one included: their sockets close and their push subscriptions go. */
export async function signOutEverywhere(ctx: AppContext, options: { userId: string }) {
  await ctx.db.delete(sessions).where(eq(sessions.userId, options.userId));
  ctx.realtime.disconnectUser(options.userId);
}
