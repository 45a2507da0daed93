import { REMEMBER_ME_DAYS } from "@devmatch/shared";
import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { namedStatement } from "../../db/prepared.ts";
import { rowAsJson } from "../../db/row-json.ts";
import { sessions, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { createToken, sha256 } from "../../lib/crypto.ts";
import { memberAs } from "../../policies/visibility.ts";

const DAY_MS = 86_400_000;
/** A browser-session cookie still needs a server-side end. */
const BROWSER_SESSION_DAYS = 7;

/** `ctx.db` may be an open transaction. */
export async function createSession({ db }: { db: Queryable }, options: { userId: string; persistent: boolean }) {
  const { userId, persistent } = options;
  const token = createToken();
  const expiresAt = new Date(Date.now() + (persistent ? REMEMBER_ME_DAYS : BROWSER_SESSION_DAYS) * DAY_MS);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), persistent, expiresAt });
  return { token, expiresAt, persistent };
}

/**
 * The account behind a session token's hash (no row unless the session is live and the account in good standing),
 * as a row source for a statement to read (`select … from (liveSessionUser) alias`).
 */
export const liveSessionUser = (tokenHash: SQL | Placeholder) =>
  sql`select signed_in.* from ${sessions} join ${users} signed_in on signed_in.id = ${sessions.userId}
    where ${sessions.tokenHash} = ${tokenHash} and ${sessions.expiresAt} > now() and ${memberAs("signed_in").mayAct} limit 1`;

/** That account as one JSON value (`accountJson("alias")`), and how to read it back (`readAccount`). */
const account = rowAsJson(users);
export const accountJson = account.sql;
export const readAccount = (json: Record<string, unknown> | null | undefined): UserRow | null =>
  json ? account.read(json) : null;

/** Every signed-in request starts with this lookup, unless its own statement does it (see `liveSessionUser`). */
const sessionUserStatement = namedStatement<{ account: Record<string, unknown> }, { tokenHash: string }>(
  "session_user",
  sql`select ${accountJson("signed_in")} as account from (${liveSessionUser(sql.placeholder("tokenHash"))}) signed_in`,
);

/** The user behind a session token, if the session is live and the account in good standing. */
export async function findSessionUser(
  ctx: Pick<AppContext, "database">,
  options: { token: string },
): Promise<UserRow | null> {
  const [row] = await sessionUserStatement.execute(ctx.database, { tokenHash: sha256(options.token) });
  return readAccount(row?.account);
}

export async function deleteSession({ db }: { db: Queryable }, options: { token: string }) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(options.token)));
}

export async function deleteUserSessions({ db }: { db: Queryable }, options: { userId: string }) {
  await db.delete(sessions).where(eq(sessions.userId, options.userId));
}
