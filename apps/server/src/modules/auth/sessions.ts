import { REMEMBER_ME_DAYS } from "@devmatch/shared";
import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { createToken, sha256 } from "../../lib/crypto.ts";

const DAY_MS = 86_400_000;
/** A browser-session cookie still needs a server-side end. */
const BROWSER_SESSION_DAYS = 7;

export type SessionUserRow = typeof users.$inferSelect;

export async function createSession(options: { db: Queryable; userId: string; persistent: boolean }) {
  const { db, userId, persistent } = options;
  const token = createToken();
  const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_DAYS : BROWSER_SESSION_DAYS) * DAY_MS);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), persistent, expiresAt });
  return { token, expiresAt, persistent };
}

/** The user behind a session token, if the session is live and the account in good standing. */
export async function findSessionUser(options: { db: Queryable; token: string }): Promise<SessionUserRow | null> {
  const [row] = await options.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(options.token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.isSuspended) return null;
  return row.user;
}

export async function deleteSession(options: { db: Queryable; token: string }) {
  await options.db.delete(sessions).where(eq(sessions.tokenHash, sha256(options.token)));
}

export async function deleteUserSessions(options: { db: Queryable; userId: string }) {
  await options.db.delete(sessions).where(eq(sessions.userId, options.userId));
}
