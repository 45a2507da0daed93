import { MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from "@devmatch/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client.ts";
import { type EMAIL_CODE_PURPOSES, emailCodes } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { createNumericCode, hmac, safeEqual } from "../../lib/crypto.ts";
import { AppError } from "../../lib/errors.ts";
import { enforceCodeCheckLimits } from "./limits.ts";

export type CodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
export type CodeCheck = "ok" | "invalid" | "locked";

const hashCode = (secret: string, email: string, purpose: CodePurpose, code: string) =>
  hmac(secret, `${purpose}:${email}:${code}`);

/**
 * Creates a fresh code for the email and purpose; any earlier code for the pair stops working. A sign-up code
 * carries the password verifying it will set: `pendingPasswordHash` replaces the earlier code's, and when it is
 * left out (a resend, a sign-in) the earlier code's is kept.
 */
export async function issueEmailCode(
  { db, secret }: { db: Queryable; secret: string },
  options: { email: string; purpose: CodePurpose; pendingPasswordHash?: string | null },
) {
  const { email, purpose, pendingPasswordHash } = options;
  const code = createNumericCode(OTP_LENGTH);
  const values = {
    email,
    purpose,
    codeHash: hashCode(secret, email, purpose, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    createdAt: new Date(),
    ...(pendingPasswordHash === undefined ? {} : { pendingPasswordHash }),
  };
  await db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({ target: [emailCodes.email, emailCodes.purpose], set: values });
  return code;
}

/**
 * Checks a code inside the caller's transaction, holding the row lock so two requests cannot both use it, and
 * answers the code's row when it is right (a sign-up code's pending password). A wrong guess is counted; the
 * caller must commit that count even when it refuses the request, so this returns a result instead of throwing.
 */
async function checkEmailCodeRow(
  { db: tx, secret }: { db: Transaction; secret: string },
  options: { email: string; purpose: CodePurpose; code: string; consume: boolean },
): Promise<{ check: Exclude<CodeCheck, "ok"> } | { check: "ok"; row: typeof emailCodes.$inferSelect }> {
  const { email, purpose, code, consume } = options;
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .for("update");
  if (!row || row.expiresAt.getTime() <= Date.now()) return { check: "invalid" };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { check: "locked" };
  if (!safeEqual(row.codeHash, hashCode(secret, email, purpose, code))) {
    await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    return { check: row.attempts + 1 >= OTP_MAX_ATTEMPTS ? "locked" : "invalid" };
  }
  if (consume) await tx.delete(emailCodes).where(eq(emailCodes.id, row.id));
  return { check: "ok", row };
}

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** The refusal for a wrong, expired or spent code. */
export function codeError(result: Exclude<CodeCheck, "ok">) {
  return result === "locked"
    ? new AppError("CODE_LOCKED", MESSAGES.otp.tooManyAttempts)
    : new AppError("INVALID_CODE", MESSAGES.otp.invalidOrExpired);
}

/**
 * Runs `work` in a transaction that starts by checking an emailed code: the code checks are counted first (per
 * address, and per account and purpose), the code's row is locked so two requests cannot both use it, and a
 * wrong guess is committed even though the request is refused with `codeError`. `work` runs only for the right
 * code (spent unless `consume` is false) and its answer is returned once committed.
 */
export async function withEmailCode<T>(
  ctx: AppContext,
  options: { email: string; purpose: CodePurpose; code: string; ip: string; consume?: boolean },
  work: (tx: Transaction, row: EmailCodeRow) => Promise<T>,
): Promise<T> {
  const { email, purpose, code, ip, consume = true } = options;
  await enforceCodeCheckLimits(ctx, { ip, email, purpose });
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkEmailCodeRow({ db: tx, secret: ctx.secret }, { email, purpose, code, consume });
    if (checked.check !== "ok") return { refused: checked.check, done: undefined } as const;
    return { refused: null, done: await work(tx, checked.row) } as const;
  });
  if (outcome.refused !== null) throw codeError(outcome.refused);
  return outcome.done;
}
