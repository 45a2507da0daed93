import { and, eq } from "drizzle-orm";
import { emailCodes } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { verifyPassword } from "../../lib/crypto.ts";
import { issueEmailCode } from "./email-codes.ts";

/**
 * The sign-up code for an account still waiting for its email to be proven, asked for by a sign-up with
 * `password` (the address is taken, so whoever signs up may not be its owner). Verifying a code sets the password
 * the code carries, so nobody can choose a password before the inbox is proven and use it after:
 *
 * - no live code: a new one carrying this sign-up's password;
 * - a live code carrying the same password (the same person signing up again): a new one carrying it;
 * - a live code carrying another password, or none: two people claim the address at once, so the new code
 *   carries none and whoever proves the inbox chooses one.
 *
 * When the address may not get another email yet (`mayIssue` false) no code is made, but a disagreeing sign-up
 * still takes the password off the code already sent. Answers the new code, if one was made.
 */
export async function claimSignUpCode(
  ctx: AppContext,
  options: { email: string; password: string; passwordHash: string; mayIssue: boolean },
): Promise<string | null> {
  const { email, password, passwordHash, mayIssue } = options;
  return ctx.db.transaction(async (tx) => {
    const where = and(eq(emailCodes.email, email), eq(emailCodes.purpose, "signup"));
    const [current] = await tx
      .select({ pendingPasswordHash: emailCodes.pendingPasswordHash, expiresAt: emailCodes.expiresAt })
      .from(emailCodes)
      .where(where)
      .for("update");
    const live = current && current.expiresAt.getTime() > Date.now();
    const agrees =
      !live || (current.pendingPasswordHash !== null && (await verifyPassword(current.pendingPasswordHash, password)));
    if (!mayIssue) {
      if (!agrees) await tx.update(emailCodes).set({ pendingPasswordHash: null }).where(where);
      return null;
    }
    return issueEmailCode(
      { db: tx, secret: ctx.secret },
      { email, purpose: "signup", pendingPasswordHash: agrees ? passwordHash : null },
    );
  });
}
