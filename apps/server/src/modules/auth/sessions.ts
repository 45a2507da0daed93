import { REMEMBER_ME_DAYS } from "@devmatch/shared";
import { eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client.ts";
import { namedStatement } from "../../db/prepared.ts";
import { rowAsJson } from "../../db/row-json.ts";
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

const userJson = rowAsJson(users, "signed_in");

/** Every signed-in request starts with this lookup. */
const sessionUserStatement = namedStatement<{ account: Record<string, unknown> }, { tokenHash: string }>(
  "session_user",
  sql`select ${userJson.sql} as account from ${sessions} join ${users} signed_in on signed_in.id = ${sessions.userId}
    where ${sessions.tokenHash} = ${sql.placeholder("tokenHash")} and ${sessions.expiresAt} > now() limit 1`,
);

/** The user behind a session token, if the session is live and the account in good standing. */
export async function findSessionUser(options: { db: Database; token: string }): Promise<SessionUserRow | null> {
  const [row] = await sessionUserStatement.execute(options.db, { tokenHash: sha256(options.token) });
  const user = row ? userJson.read(row.account) : null;
  if (!user || user.isSuspended) return null;
  return user;
}

export async function deleteSession(options: { db: Queryable; token: string }) {
  await options.db.delete(sessions).where(eq(sessions.tokenHash, sha256(options.token)));
}

export async function deleteUserSessions(options: { db: Queryable; userId: string }) {
  await options.db.delete(sessions).where(eq(sessions.userId, options.userId));
}
