import type { SessionUser } from "@devmatch/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { type PhotoRow, photos, type UserRow, users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { isModerator } from "../../policies/roles.ts";
import { presentSessionUser } from "./presenter.ts";

/** A member's photos on their profile, in order (a photo a moderator removed is not on it). */
export const listPhotos = ({ db }: { db: Queryable }, { userId }: { userId: string }) =>
  db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), isNull(photos.removedAt)))
    .orderBy(asc(photos.position));

/** The owner's view of a user row, with photos, in one extra indexed query. */
export async function loadSessionUser(
  ctx: { db: Queryable; config: Pick<Config, "MODERATOR_EMAILS"> },
  { user }: { user: UserRow },
): Promise<SessionUser> {
  return presentSessionUser(user, await listPhotos(ctx, { userId: user.id }), {
    isModerator: isModerator(ctx, user),
  });
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
    .where(sql`${photos.userId} = any(${sql.placeholder("userIds")}::uuid[]) and ${photos.removedAt} is null`)
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
