import { and, type SQL, sql } from "drizzle-orm";
import { blocks, swipes, users } from "../../db/schema.ts";
import { constant, MAX_WALKED_CELLS, viewerIsWide, viewerValue, withViewer } from "./viewer-values.ts";

/** How many recently active members one feed request considers: the cost stays flat as membership grows. */
const WINDOW_SIZE = 100;

/** The partial feed indexes' predicate, written exactly as they are so the planner can use them. */
export const listedMember = sql`${users.isVerified} and ${users.onboardingCompleted} and not ${users.isSuspended} and not ${users.isPaused}`;

/** Whether a listed member matches the viewer: every preference and exclusion, evaluated in the database. */
export function matchesViewer({ withinBox }: { withinBox: boolean }): SQL {
  const conditions = [
    sql`${users.id} <> ${viewerValue("viewerId")}`,
    sql`${users.dateOfBirth} between ${viewerValue("oldest")} and ${viewerValue("youngest")}`,
    sql`${users.gender} = any(${viewerValue("genders")}::text[])`,
    // An empty preference list means "anyone".
    sql`(cardinality(${viewerValue("religions")}::text[]) = 0 or ${users.religion} = any(${viewerValue("religions")}::text[]))`,
    sql`(cardinality(${viewerValue("professions")}::text[]) = 0 or ${users.profession} = any(${viewerValue("professions")}::text[]))`,
    // Each set is gathered once per request and hashed, rather than probed once per member walked.
    sql`${users.id} not in (select ${swipes.targetId} from ${swipes} where ${swipes.swiperId} = ${viewerValue("viewerId")})`,
    sql`${users.id} not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerValue("viewerId")}
      union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerValue("viewerId")})`,
  ];
  if (withinBox) {
    // The cheap prefilter for the exact distance check; no box without a viewer position.
    conditions.push(
      sql`(${viewerValue("latMin")}::float8 is null or ${users.latitude} is null or (${users.latitude} between ${viewerValue("latMin")}::float8 and ${viewerValue("latMax")}::float8 and ${users.longitude} between ${viewerValue("lngMin")}::float8 and ${viewerValue("lngMax")}::float8))`,
    );
  }
  return sql`(${and(...conditions)})`;
}

/** What ranking reads of each candidate; the full profile is loaded only for the page. */
const rankingColumns = {
  id: users.id,
  lastActiveAt: users.lastActiveAt,
  dateOfBirth: users.dateOfBirth,
  city: users.city,
  country: users.country,
  skillKeys: users.skillKeys,
  githubSkillKeys: users.githubSkillKeys,
  degree: users.degree,
  profession: users.profession,
  religion: users.religion,
  latitude: users.latitude,
  longitude: users.longitude,
  publicLatitude: users.publicLatitude,
  publicLongitude: users.publicLongitude,
};
export type RankingField = keyof typeof rankingColumns;
const rankingKeys = Object.keys(rankingColumns) as RankingField[];
export const rankingSelect = sql.join(
  rankingKeys.map((key) => sql`${rankingColumns[key]} as ${sql.identifier(key)}`),
  sql`, `,
);
/** A column of a candidate row, by the name `rankingSelect` gave it. */
export const field = (alias: string, key: RankingField) => sql`${sql.raw(alias)}.${sql.identifier(key)}`;

/** What `matchesViewer` and `rankingSelect` read of a walked member, under the table's own column names. */
const walkedColumns = sql.join(
  [...Object.values(rankingColumns), users.gender].map((column) => sql`${column}`),
  sql`, `,
);

/** Listed members (those `where` picks) in order of recent activity. */
const listedMembers = (where: SQL = sql`true`) =>
  sql`(select ${walkedColumns} from ${users} where ${listedMember} and ${where} order by ${users.lastActiveAt} desc, ${users.id})`;

/**
 * Members of `source` (a row source named like the users table) in order of recent activity, keeping the first
 * window's worth that match the viewer. The match is a column read above an `offset 0` fence rather than a
 * filter the planner could see: the statement is planned once for every viewer, and with the viewer's values
 * unknown the planner would otherwise guess that almost nothing matches and sort the whole area instead of
 * walking the index and stopping early.
 */
function activityWalk(source: SQL, { withinBox }: { withinBox: boolean }): SQL {
  return sql`select ${sql.join(
    rankingKeys.map((key) => field("walk", key)),
    sql`, `,
  )} from ${withViewer} cross join lateral (
      select ${rankingSelect}, ${matchesViewer({ withinBox })} as matches from ${source} ${users}
      order by ${users.lastActiveAt} desc, ${users.id} offset 0
    ) walk
    where walk.matches limit ${constant(WINDOW_SIZE)}`;
}

/**
 * The recent-activity window near a viewer with a position: one walk of the (cell, activity) index per nearby
 * cell, merged in activity order, so the walk stops after about a window's worth of members however many cells
 * the area spans and however many members they hold. Unused cell slots are null and match nothing. (Each walk
 * carries its own order: without it the planner does not see that the index gives it, and sorts the area.)
 */
const nearbyWindow = activityWalk(
  sql`(${sql.join(
    Array.from({ length: MAX_WALKED_CELLS + 1 }, (_, slot) =>
      listedMembers(sql`${users.geoCell} = (${viewerValue("cells")}::int[])[${constant(slot + 1)}]`),
    ),
    sql` union all `,
  )})`,
  { withinBox: false },
);

/** The window for viewers without a position or reaching across many cells: the activity index, walked once. */
const wideWindow = activityWalk(listedMembers(), { withinBox: true });

/** The viewer's recent-activity window: of the two walks, only the one that suits their area runs. */
export const recentWindow = sql`select * from (${nearbyWindow}) nearby where not ${viewerIsWide}
  union all select * from (${wideWindow}) far where ${viewerIsWide}`;
