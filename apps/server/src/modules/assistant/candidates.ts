import { type Compatibility, sharedSkills } from "@devmatch/shared";
import { and, desc, ne, type SQL, sql } from "drizzle-orm";
import { swipes, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { BOX_MARGIN_KM, KM_PER_DEGREE } from "../../lib/distance.ts";
import { fitBothWaysSql } from "../../policies/preferences.ts";
import { dateModeSql, member, notBlockedSql, outsideSmallWorldOfSql } from "../../policies/visibility.ts";
import { compatibilityBetween } from "../feed/compatibility.ts";
import { type PublicUserRow, publicColumns } from "../users/presenter.ts";

/** How many recently active eligible members are ranked to pick the suggestions from. */
const CANDIDATE_POOL = 300;

export interface RankedCandidate {
  member: PublicUserRow;
  compatibility: Compatibility;
  commonSkills: string[];
}

const candidateColumns = {
  ...publicColumns,
  publicLatitude: users.publicLatitude,
  publicLongitude: users.publicLongitude,
};

/** A cheap box around the viewer's reach; the exact distance is checked on the public positions after. */
function withinReach(viewer: UserRow): SQL | undefined {
  if (viewer.latitude === null || viewer.longitude === null) return undefined;
  const latSpan = (viewer.prefDistanceKm + BOX_MARGIN_KM) / KM_PER_DEGREE;
  const cosine = Math.cos((viewer.latitude * Math.PI) / 180);
  const lngSpan = cosine > 0.01 ? latSpan / cosine : 360;
  const latitudes = sql`${users.publicLatitude} between ${viewer.latitude - latSpan} and ${viewer.latitude + latSpan}`;
  // Near the poles or across a wide reach every longitude is within it.
  const longitudes =
    lngSpan >= 180
      ? sql`true`
      : sql`${users.publicLongitude} between ${viewer.longitude - lngSpan} and ${viewer.longitude + lngSpan}`;
  return sql`(${users.publicLatitude} is null or (${latitudes} and ${longitudes}))`;
}

/**
 * The members the viewer could meet in the feed: listed, never swiped, not blocked, and fitting both ways
 * (`policies/preferences.ts`: the viewer's choices, the member's, and both distances).
 */
function eligibleFor(viewer: UserRow, today: Date): SQL | undefined {
  return and(
    member.listed,
    ne(users.id, viewer.id),
    withinReach(viewer),
    sql`exists (select from ${users} viewer where viewer.id = ${viewer.id}
      and ${fitBothWaysSql({ viewer: sql`viewer`, member: sql`${users}`, today: sql`${today.toISOString().slice(0, 10)}::date` })})`,
    sql`not exists (select 1 from ${swipes} where ${swipes.swiperId} = ${viewer.id} and ${swipes.targetId} = ${users.id})`,
    notBlockedSql(sql`${users.id}`, sql`${viewer.id}::uuid`),
    // Dating suggestions: only members in Date mode, and never someone from the viewer's small world.
    dateModeSql,
    outsideSmallWorldOfSql(sql`${viewer.id}::uuid`),
  );
}

/**
 * The viewer's best unswiped candidates by the same compatibility the feed shows, among the recently active
 * eligible members.
 */
export async function rankCandidates(
  ctx: AppContext,
  options: { viewer: UserRow; count: number; today?: Date },
): Promise<RankedCandidate[]> {
  const { viewer, count, today = new Date() } = options;
  const pool = await ctx.db
    .select(candidateColumns)
    .from(users)
    .where(eligibleFor(viewer, today))
    .orderBy(desc(users.lastActiveAt), users.id)
    .limit(CANDIDATE_POOL);
  return pool
    .map((member) => ({
      member,
      compatibility: compatibilityBetween(viewer, member),
      commonSkills: sharedSkills(viewer.skills, member.skills),
    }))
    .sort((a, b) => b.compatibility.score - a.compatibility.score || b.commonSkills.length - a.commonSkills.length)
    .slice(0, count);
}
