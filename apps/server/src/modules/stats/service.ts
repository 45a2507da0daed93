import type { PublicStats } from "@devmatch/shared";
import { count, eq } from "drizzle-orm";
import { matches, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";

/** Live figures for the landing page: verified members and matches made. */
export async function countPublicStats({ db }: Pick<AppContext, "db">): Promise<PublicStats> {
  const [[memberRow], [matchRow]] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.isVerified, true)),
    db.select({ value: count() }).from(matches),
  ]);
  return { members: memberRow?.value ?? 0, matches: matchRow?.value ?? 0 };
}
