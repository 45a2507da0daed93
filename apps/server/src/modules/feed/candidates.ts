import { and, asc, between, desc, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { blocks, boosts, swipes, users } from "../../db/schema.ts";
import { publicColumns, type UserRow } from "../users/presenter.ts";
import { boundingBox } from "./distance.ts";

/** How many recently active members one feed request considers: the cost stays flat as membership grows. */
export const WINDOW_SIZE = 100;
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
export function eligibleFor(viewer: UserRow, { withinBox = true } = {}): SQL {
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
  if (withinBox && viewer.latitude !== null && viewer.longitude !== null) {
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

/** Beyond this many grid cells the viewer's area holds most members, and the plain activity walk is cheaper. */
const MAX_WALKED_CELLS = 25;
const NO_POSITION_CELL = -1;

/** The 1° grid cells a viewer's distance box touches, plus the cell of members without a position. */
export function cellsAround(viewer: UserRow): number[] | null {
  if (viewer.latitude === null || viewer.longitude === null) return null;
  const box = boundingBox(viewer.latitude, viewer.longitude, viewer.prefDistanceKm);
  const cells = [NO_POSITION_CELL];
  for (let lat = Math.floor(box.latMin); lat <= Math.floor(Math.min(box.latMax, 89.999)); lat++) {
    for (let lng = Math.floor(box.lngMin); lng <= Math.floor(box.lngMax); lng++) {
      const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
      cells.push((Math.max(lat, -90) + 90) * 360 + (wrapped + 180));
    }
  }
  return cells.length - 1 > MAX_WALKED_CELLS ? null : [...new Set(cells)];
}

/**
 * The main feed query: ids of the most recently active eligible members. Near a viewer with a position it walks
 * the (cell, activity) index once per nearby cell and stops each walk after a window's worth, so its cost does
 * not grow with the number of members; far-reaching viewers walk the activity index directly.
 */
export function recentWindowQuery(db: Queryable, viewer: UserRow): SQL {
  const cells = cellsAround(viewer);
  // The cells already bound the area (the exact distance is checked afterwards), so the box is left out here.
  const eligible = eligibleFor(viewer, { withinBox: !cells });
  if (!cells) {
    return db
      .select({ id: users.id })
      .from(users)
      .where(eligible)
      .orderBy(desc(users.lastActiveAt), asc(users.id))
      .limit(WINDOW_SIZE)
      .getSQL();
  }
  const perCell = sql`select ${users.id} as id, ${users.lastActiveAt} as active_at from ${users}
      where ${users.geoCell} = cell.id and ${eligible}
      order by ${users.lastActiveAt} desc, ${users.id} limit ${WINDOW_SIZE}`;
  return sql`select nearby.id from unnest(${`{${cells.join(",")}}`}::int[]) as cell(id)
      cross join lateral (${perCell}) nearby
      order by nearby.active_at desc, nearby.id limit ${WINDOW_SIZE}`;
}

/** Rows of a raw query, whichever driver (pg or PGlite) ran it. */
export async function rowsOf<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function _recentWindowIds(db: Queryable, viewer: UserRow): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, recentWindowQuery(db, viewer));
  return rows.map((row) => row.id);
}

/** Active boosts to consider at once; boosts last 30 minutes, so this is far above what is ever live. */
const BOOST_SCAN_LIMIT = 500;

/**
 * One query for the whole candidate set: the recent-activity window plus, wherever they are in it, boosted
 * members and members who super-liked the viewer (they go to the front of the queue), each flagged.
 */
export function candidatesQuery(db: Queryable, viewer: UserRow, now = new Date()) {
  const boosted = sql`select ${boosts.userId} from ${boosts} where ${boosts.endsAt} > ${now} limit ${BOOST_SCAN_LIMIT}`;
  const superLikers = sql`select ${swipes.swiperId} from ${swipes} where ${swipes.targetId} = ${viewer.id} and ${swipes.action} = 'superlike' limit ${PRIORITY_LIMIT}`;
  return db
    .select({
      ...publicColumns,
      isBoosted: sql<boolean>`${users.id} in (${boosted})`,
      superLikedYou: sql<boolean>`${users.id} in (${superLikers})`,
    })
    .from(users)
    .where(
      and(
        sql`${users.id} in ((${recentWindowQuery(db, viewer)}) union (${boosted}) union (${superLikers}))`,
        eligibleFor(viewer),
      ),
    );
}

export type Candidate = Awaited<ReturnType<typeof candidatesQuery>>[number];

export const findCandidates = (db: Queryable, viewer: UserRow): Promise<Candidate[]> => candidatesQuery(db, viewer);
