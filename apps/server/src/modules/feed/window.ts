import { normaliseTerm, PROFILE_LIMITS } from "@devmatch/shared";
import { and, type SQL, sql } from "drizzle-orm";
import { blocks, swipes, users } from "../../db/schema.ts";
import { startOfToday } from "../matching/allowance.ts";
import type { UserRow } from "../users/presenter.ts";
import type { RankKey } from "./cursor.ts";
import { boundingBox, snap } from "./distance.ts";

/** How many recently active members one feed request considers: the cost stays flat as membership grows. */
const WINDOW_SIZE = 100;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Birth dates that make someone between `minAge` and `maxAge` (inclusive) today. */
function birthDateRange(minAge: number, maxAge: number, today = new Date()) {
  const year = today.getUTCFullYear();
  const youngest = new Date(Date.UTC(year - minAge, today.getUTCMonth(), today.getUTCDate()));
  const oldest = new Date(Date.UTC(year - maxAge - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return { oldest: isoDate(oldest), youngest: isoDate(youngest) };
}

/** Beyond this many grid cells the viewer's area holds most members, and the plain activity walk is cheaper. */
const MAX_WALKED_CELLS = 25;
const NO_POSITION_CELL = -1;

/** The 1° grid cells a viewer's distance box touches, plus the cell of members without a position. */
function cellsAround(viewer: UserRow): number[] | null {
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

export type ViewerSkillParam = `viewerSkill${number}`;
export const viewerSkillParams: ViewerSkillParam[] = Array.from(
  { length: PROFILE_LIMITS.skillsMax },
  (_, index) => `viewerSkill${index}` as const,
);

/** The viewer's normalised skills, one parameter each (null past the last). */
function viewerSkillValues(viewer: UserRow): Record<ViewerSkillParam, string | null> {
  const keys = viewer.skills.map(normaliseTerm);
  return Object.fromEntries(viewerSkillParams.map((name, index) => [name, keys[index] ?? null]));
}

/** The viewer's side of the feed statement: every value is a parameter, so its text never changes. */
export function feedParams(viewer: UserRow, after: RankKey | null) {
  const { oldest, youngest } = birthDateRange(viewer.prefAgeMin, viewer.prefAgeMax);
  const position =
    viewer.latitude === null || viewer.longitude === null ? null : { lat: viewer.latitude, lng: viewer.longitude };
  const box = position ? boundingBox(position.lat, position.lng, viewer.prefDistanceKm) : null;
  return {
    viewerId: viewer.id,
    oldest,
    youngest,
    genders: viewer.prefGenders,
    religions: viewer.prefReligions,
    professions: viewer.prefProfessions,
    cells: cellsAround(viewer) ?? [],
    latMin: box?.latMin ?? null,
    latMax: box?.latMax ?? null,
    lngMin: box?.lngMin ?? null,
    lngMax: box?.lngMax ?? null,
    viewerLat: position ? snap(position.lat) : null,
    viewerLng: position ? snap(position.lng) : null,
    maxKm: viewer.prefDistanceKm,
    ...viewerSkillValues(viewer),
    viewerSkillCount: viewer.skills.length,
    viewerDegree: viewer.degree ? normaliseTerm(viewer.degree) : null,
    viewerProfession: viewer.profession || null,
    afterBoosted: after?.[0] ?? null,
    afterSuperLiked: after?.[1] ?? null,
    afterScore: after?.[2] ?? null,
    afterActive: after?.[3] ?? null,
    afterId: after?.[4] ?? null,
    since: startOfToday(),
  };
}
export type FeedParams = ReturnType<typeof feedParams>;
export const param = (name: keyof FeedParams | ViewerSkillParam) => sql.placeholder(name);
export const constant = (value: number) => sql.raw(String(value));

/** The partial feed indexes' predicate, written exactly as they are so the planner can use them. */
export const listedMember = sql`${users.isVerified} and ${users.onboardingCompleted} and not ${users.isSuspended}`;

/** Whether a listed member matches the viewer: every preference and exclusion, evaluated in the database. */
export function matchesViewer({ withinBox }: { withinBox: boolean }): SQL {
  const conditions = [
    sql`${users.id} <> ${param("viewerId")}`,
    sql`${users.dateOfBirth} between ${param("oldest")} and ${param("youngest")}`,
    sql`${users.gender} = any(${param("genders")}::text[])`,
    // An empty preference list means "anyone".
    sql`(cardinality(${param("religions")}::text[]) = 0 or ${users.religion} = any(${param("religions")}::text[]))`,
    sql`(cardinality(${param("professions")}::text[]) = 0 or ${users.profession} = any(${param("professions")}::text[]))`,
    // Each set is gathered once per request and hashed, rather than probed once per member walked.
    sql`${users.id} not in (select ${swipes.targetId} from ${swipes} where ${swipes.swiperId} = ${param("viewerId")})`,
    sql`${users.id} not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${param("viewerId")}
      union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${param("viewerId")})`,
  ];
  if (withinBox) {
    // The cheap prefilter for the exact distance check; no box without a viewer position.
    conditions.push(
      sql`(${param("latMin")}::float8 is null or ${users.latitude} is null or (${users.latitude} between ${param("latMin")}::float8 and ${param("latMax")}::float8 and ${users.longitude} between ${param("lngMin")}::float8 and ${param("lngMax")}::float8))`,
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
  degree: users.degree,
  profession: users.profession,
  religion: users.religion,
  latitude: users.latitude,
  longitude: users.longitude,
};
export type RankingField = keyof typeof rankingColumns;
const rankingKeys = Object.keys(rankingColumns) as RankingField[];
export const rankingSelect = sql.join(
  rankingKeys.map((key) => sql`${rankingColumns[key]} as ${sql.identifier(key)}`),
  sql`, `,
);
/** A column of a candidate row, by the name `rankingSelect` gave it. */
export const field = (alias: string, key: RankingField) => sql`${sql.raw(alias)}.${sql.identifier(key)}`;

/**
 * Listed members in order of recent activity (from `where`), keeping the first window's worth that match the
 * viewer. The match is a column read above an `offset 0` fence rather than a filter the planner could see: the
 * statement is planned once for every viewer, and with the viewer's values unknown the planner would otherwise
 * guess that almost nothing matches and sort the whole area instead of walking the index and stopping early.
 */
function activityWalk(where: SQL, { withinBox }: { withinBox: boolean }): SQL {
  return sql`select ${sql.join(
    rankingKeys.map((key) => field("walk", key)),
    sql`, `,
  )} from (
      select ${rankingSelect}, ${matchesViewer({ withinBox })} as matches from ${users}
      where ${listedMember} and ${where}
      order by ${users.lastActiveAt} desc, ${users.id} offset 0
    ) walk
    where walk.matches limit ${constant(WINDOW_SIZE)}`;
}

/**
 * The recent-activity window near a viewer with a position: walks the (cell, activity) index once per nearby
 * cell and stops each walk after a window's worth, so its cost does not grow with the number of members.
 */
export const nearbyWindow = sql`select nearby.* from unnest(${param("cells")}::int[]) as cell(id)
  cross join lateral (${activityWalk(sql`${users.geoCell} = cell.id`, { withinBox: false })}) nearby
  order by ${field("nearby", "lastActiveAt")} desc, ${field("nearby", "id")} limit ${constant(WINDOW_SIZE)}`;

/** The window for viewers without a position or reaching across many cells: the activity index, walked once. */
export const wideWindow = activityWalk(sql`true`, { withinBox: true });
