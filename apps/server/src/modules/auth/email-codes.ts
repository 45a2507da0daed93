import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from "@devmatch/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client.ts";
import { emailCodes } from "../../db/schema.ts";
import { createNumericCode, hmac, safeEqual } from "../../lib/crypto.ts";

export type CodePurpose = "signup" | "reset" | "email-change" | "delete";
export type CodeCheck = "ok" | "invalid" | "locked";

const hashCode = (secret: string, email: string, purpose: CodePurpose, code: string) =>
  hmac(secret, `${purpose}:${email}:${code}`);

/** Creates a fresh code for the email and purpose; any earlier code for the pair stops working. */
export async function issueEmailCode(
  { db, secret }: { db: Queryable; secret: string },
  options: { email: string; purpose: CodePurpose },
) {
  const { email, purpose } = options;
  const code = createNumericCode(OTP_LENGTH);
  const values = {
    email,
    purpose,
    codeHash: hashCode(secret, email, purpose, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    createdAt: new Date(),
  };
  await db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({ target: [emailCodes.email, emailCodes.purpose], set: values });
  return code;
}

/**
 * Checks a code inside the caller's transaction, holding the row lock so two requests cannot both use it. A
 * wrong guess is counted; the caller must commit that count even when it refuses the request, so this
 * returns a result instead of throwing.
 */
export async function checkEmailCode(
  { db: tx, secret }: { db: Transaction; secret: string },
  options: { email: string; purpose: CodePurpose; code: string; consume: boolean },
): Promise<CodeCheck> {
  const { email, purpose, code, consume } = options;
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .for("update");
  if (!row || row.expiresAt.getTime() <= Date.now()) return "invalid";
  if (row.attempts >= OTP_MAX_ATTEMPTS) return "locked";
  if (!safeEqual(row.codeHash, hashCode(secret, email, purpose, code))) {
    await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? "locked" : "invalid";
  }
  if (consume) await tx.delete(emailCodes).where(eq(emailCodes.id, row.id));
  return "ok";
}
