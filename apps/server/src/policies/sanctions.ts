import { MESSAGES } from "@devmatch/shared";
import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { appeals, moderationActions, type UserRow, users } from "../db/schema.ts";
import type { AppContext } from "../lib/context.ts";
import { hmac, safeEqual } from "../lib/crypto.ts";
import { AppError } from "../lib/errors.ts";

/**
 * What a suspended or banned member is told when they try to sign in, and the one appeal they may send: the
 * refusal carries a short-lived token, signed here and checked here, for an appeal against their latest
 * suspension or ban (none once they have appealed it).
 */

const APPEAL_TOKEN_MS = 60 * 60_000;
const sign = (secret: string, payload: string) => hmac(secret, `appeal:${payload}`);

/** The latest suspension or ban of a member: what an appeal answers. */
async function latestSanction(db: Queryable, memberId: string) {
  const [action] = await db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(and(eq(moderationActions.memberId, memberId), inArray(moderationActions.action, ["suspend", "ban"])))
    .orderBy(desc(moderationActions.createdAt))
    .limit(1);
  return action ?? null;
}

async function appealToken({ db, secret }: { db: Queryable; secret: string }, member: UserRow) {
  const sanction = await latestSanction(db, member.id);
  if (!sanction) return null;
  const [appealed] = await db.select({ id: appeals.id }).from(appeals).where(eq(appeals.actionId, sanction.id));
  if (appealed) return null;
  const payload = Buffer.from(JSON.stringify([member.id, sanction.id, Date.now() + APPEAL_TOKEN_MS])).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The member and sanction an appeal token stands for, if it is genuine and not expired. */
export function readAppealToken(secret: string, token: string): { memberId: string; actionId: string } | null {
  const [payload = "", signature = ""] = token.split(".");
  if (!safeEqual(sign(secret, payload), signature)) return null;
  try {
    const [memberId, actionId, expires] = JSON.parse(Buffer.from(payload, "base64url").toString()) as [
      string,
      string,
      number,
    ];
    return expires > Date.now() ? { memberId, actionId } : null;
  } catch {
    return null;
  }
}

/** A suspension whose time is up ends by itself: at sign-in, and in the moderation sweep for everyone. */
export async function endElapsedSuspensions({ db }: { db: Queryable }, { memberId }: { memberId?: string } = {}) {
  const ended = await db
    .update(users)
    .set({ isSuspended: false, suspendedUntil: null, standingReason: null })
    .where(
      and(
        eq(users.isSuspended, true),
        isNull(users.bannedAt),
        lte(users.suspendedUntil, new Date()),
        memberId ? eq(users.id, memberId) : undefined,
      ),
    )
    .returning({ id: users.id });
  return ended.map((row) => row.id);
}

/**
 * The refusal for a member out of circulation who proved who they are (a right password, a provider's word):
 * 403 `ACCOUNT_SUSPENDED` with the end date, or `ACCOUNT_BANNED`, the reason, and a token for one appeal. A
 * suspension that has run out ends instead, and the member is let in (null).
 */
export async function sanctionRefusal(
  ctx: Pick<AppContext, "db" | "secret">,
  { member }: { member: UserRow },
): Promise<AppError | null> {
  if (!member.isSuspended) return null;
  if ((await endElapsedSuspensions(ctx, { memberId: member.id })).length > 0) return null;
  const extra = { reason: member.standingReason, appealToken: await appealToken(ctx, member) };
  if (member.bannedAt) return new AppError("ACCOUNT_BANNED", MESSAGES.moderation.banned, extra);
  const until = member.suspendedUntil?.toISOString() ?? null;
  return new AppError("ACCOUNT_SUSPENDED", MESSAGES.moderation.suspended(until?.slice(0, 10) ?? "further notice"), {
    ...extra,
    until,
  });
}
