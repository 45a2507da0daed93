import type { SessionUser } from "@devmatch/shared";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { photos, users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { presentSessionUser, type UserRow } from "./presenter.ts";

export const listPhotos = (db: Queryable, userId: string) =>
  db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position));

/** The owner's view of a user row, with photos, in one extra indexed query. */
export async function loadSessionUser(db: Queryable, user: UserRow): Promise<SessionUser> {
  return presentSessionUser(user, await listPhotos(db, user.id));
}

export async function findUser(db: Queryable, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("User not found");
  return user;
}
