import {
  and,
  asc,
  between,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { blocks, boosts, swipes, users } from "../../db/schema.ts";
import type { UserRow } from "../users/presenter.ts";
import { boundingBox } from "./distance.ts";

/** How many recently active members one feed request considers: the cost stays flat as membership grows. */
export const WINDOW_SIZE = 200;
const PRIORITY_LIMIT = 50;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Birth dates that make someone between `minAge` and `maxAge` (inclusive) today. */
export function birthDateRange(minAge: number, maxAge: number, today = new Date()) {
  const year = today.getUTCFullYear();
  const youngest = new Date(Date.UTC(year - minAge, today.getUTCMonth(), today.getUTCDate()));
  const oldest = new Date(Date.UTC(year - maxAge - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return { oldest: isoDate(oldest), youngest: isoDate(youngest) };
}

/** Who the viewer may be shown: the whole filter set, evaluated in the database. */
export function eligibleFor(viewer: UserRow): SQL {
  const { oldest, youngest } = birthDateRange(viewer.prefAgeMin, viewer.prefAgeMax);
  const conditions: (SQL | undefined)[] = [
    // Written exactly as the partial feed index's predicate so the planner can use it.
    sql`${users.isVerified} and ${users.onboardingCompleted} and not ${users.isSuspended}`,
    ne(users.id, viewer.id),
    between(users.dateOfBirth, oldest, youngest),
    inArray(users.gender, viewer.prefGenders),
    viewer.prefReligions.length > 0 ? inArray(users.religion, viewer.prefReligions) : undefined,
    viewer.prefProfessions.length > 0 ? inArray(users.profession, viewer.prefProfessions) : undefined,
    sql`not exists (select 1 from ${swipes} where ${swipes.swiperId} = ${viewer.id} and ${swipes.targetId} = ${users.id})`,
    sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer.id} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewer.id}))`,
  ];
  if (viewer.latitude !== null && viewer.longitude !== null) {
    const box = boundingBox(viewer.latitude, viewer.longitude, viewer.prefDistanceKm);
    // Members without a position are not filtered by distance (the spec's "when both have a location").
    conditions.push(
      or(
        isNull(users.latitude),
        and(between(users.latitude, box.latMin, box.latMax), between(users.longitude, box.lngMin, box.lngMax)),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export interface CandidateSet {
  rows: UserRow[];
  boostedIds: Set<string>;
  superLikerIds: Set<string>;
}

/**
 * The recent-activity window plus, wherever they are in it, boosted members and members who super-liked the
 * viewer (they go to the front of the queue).
 */
export async function findCandidates(db: Queryable, viewer: UserRow, now = new Date()): Promise<CandidateSet> {
  const eligible = eligibleFor(viewer);
  const [recent, boosted, superLikers] = await Promise.all([
    db.select().from(users).where(eligible).orderBy(desc(users.lastActiveAt), asc(users.id)).limit(WINDOW_SIZE),
    db
      .select()
      .from(users)
      .where(
        and(
          eligible,
          sql`exists (select 1 from ${boosts} where ${boosts.userId} = ${users.id} and ${gt(boosts.endsAt, now)})`,
        ),
      )
      .limit(PRIORITY_LIMIT),
    db
      .select()
      .from(users)
      .where(
        and(
          eligible,
          sql`exists (select 1 from ${swipes} where ${swipes.swiperId} = ${users.id} and ${swipes.targetId} = ${viewer.id} and ${eq(swipes.action, "superlike")})`,
        ),
      )
      .limit(PRIORITY_LIMIT),
  ]);
  const byId = new Map<string, UserRow>();
  for (const row of [...boosted, ...superLikers, ...recent]) byId.set(row.id, row);
  return {
    rows: [...byId.values()],
    boostedIds: new Set(boosted.map((row) => row.id)),
    superLikerIds: new Set(superLikers.map((row) => row.id)),
  };
}
