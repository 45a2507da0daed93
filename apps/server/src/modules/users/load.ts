import type { SessionUser } from "@devmatch/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { type PhotoRow, photos, type UserRow, users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { presentSessionUser } from "./presenter.ts";

export const listPhotos = ({ db }: { db: Queryable }, { userId }: { userId: string }) =>
  db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position));

/** The owner's view of a user row, with photos, in one extra indexed query. */
export async function loadSessionUser(ctx: { db: Queryable }, { user }: { user: UserRow }): Promise<SessionUser> {
  return presentSessionUser(user, await listPhotos(ctx, { userId: user.id }));
}

export async function findUser({ db }: { db: Queryable }, { userId }: { userId: string }): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("User not found");
  return user;
}

const photosOfStatement = preparedPer((db: Database) =>
  db
    .select()
    .from(photos)
    .where(sql`${photos.userId} = any(${sql.placeholder("userIds")}::uuid[])`)
    .orderBy(asc(photos.position))
    .prepare("photos_of_members"),
);

/** Photos of several members in one query, grouped by member. */
export async function photosByUser({ db }: { db: Database }, { userIds }: { userIds: string[] }) {
  const grouped = new Map<string, PhotoRow[]>();
  if (userIds.length === 0) return grouped;
  for (const row of await photosOfStatement(db).execute({ userIds })) {
    grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  }
  return grouped;
}
