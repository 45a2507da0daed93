import { type DeckWidening, PROFILE_LIMITS, type WideningOption } from "@devmatch/shared";
import { sql } from "drizzle-orm";
import { namedStatement } from "../../db/prepared.ts";
import { type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { withinBothReachesSql } from "../../policies/preferences.ts";
import { member } from "../../policies/visibility.ts";
import {
  candidate,
  candidateSelect,
  matchesViewer,
  publicDistance,
  viewerValue,
  viewerValuesOf,
  withViewer,
} from "./feed-query.ts";

const DISTANCE_STEPS = [10, 25, 50, 100, 250, PROFILE_LIMITS.distanceMax];
const AGE_STEP_YEARS = 3;

const column = (name: string) => sql.identifier(name);

/**
 * How many members the feed's own rules would list for the viewer under the given age range and distance: the
 * viewer's row with those two preferences replaced, run through the same viewer values, member filters and exact
 * distance as the feed (everyone not yet swiped on and not blocked either way, fitting both ways).
 */
const countStatement = namedStatement<{ count: number }, CountValues>(
  "feed_widening_count",
  sql`with viewer as (
      select ${users.id}, ${users.prefGenders}, ${users.prefReligions}, ${users.prefProfessions}, ${users.latitude},
        ${users.longitude}, ${users.skillKeys}, ${users.githubSkillKeys}, ${users.degree}, ${users.profession},
        ${users.gender}, ${users.dateOfBirth}, ${users.religion}, ${users.city}, ${users.country}, ${users.prefNewHereFirst},
        ${users.hideSmallWorld}, ${users.companyKey}, ${users.emailDomain}, ${users.emailHash},
        ${users.prefPhotoVerifiedOnly},
        ${sql.placeholder("ageMin")}::int as ${column(users.prefAgeMin.name)},
        ${sql.placeholder("ageMax")}::int as ${column(users.prefAgeMax.name)},
        ${sql.placeholder("distance")}::int as ${column(users.prefDistanceKm.name)}
      from ${users} where ${users.id} = ${sql.placeholder("viewerId")}
    ),
    viewer_values as materialized (${viewerValuesOf("viewer")})
    select count(*)::int as count
    from (select ${candidateSelect} from ${users}, ${withViewer} where ${member.listed} and ${matchesViewer({ withinBox: true })}) c
    cross join ${withViewer}
    where ${withinBothReachesSql(publicDistance, sql`${viewerValue("maxKm")}::int`, candidate("prefDistanceKm"))}`,
);
type CountValues = { viewerId: string; today: string; ageMin: number; ageMax: number; distance: number };

async function countListed(
  ctx: AppContext,
  viewer: UserRow,
  preferences: { distance: number; ageRange: { min: number; max: number } },
) {
  const [row] = await countStatement.execute(ctx.database, {
    viewerId: viewer.id,
    today: new Date().toISOString().slice(0, 10),
    ageMin: preferences.ageRange.min,
    ageMax: preferences.ageRange.max,
    distance: preferences.distance,
  });
  return row?.count ?? 0;
}

/** The next step out from the member's distance, or null at the furthest there is. */
const widerDistance = (distance: number) => DISTANCE_STEPS.find((step) => step > distance) ?? null;

function widerAgeRange({ min, max }: { min: number; max: number }) {
  const wider = {
    min: Math.max(PROFILE_LIMITS.minAge, min - AGE_STEP_YEARS),
    max: Math.min(PROFILE_LIMITS.maxAge, max + AGE_STEP_YEARS),
  };
  return wider.min === min && wider.max === max ? null : wider;
}

/** What the member's deck was drawn with, and how many more members a wider distance or age range would bring. */
export async function getDeckWidening(ctx: AppContext, options: { viewer: UserRow }): Promise<DeckWidening> {
  const { viewer } = options;
  const current = { distance: viewer.prefDistanceKm, ageRange: { min: viewer.prefAgeMin, max: viewer.prefAgeMax } };
  const candidates: Omit<WideningOption, "more">[] = [];
  const distance = widerDistance(current.distance);
  if (distance !== null) candidates.push({ kind: "distance", distance, ageRange: current.ageRange });
  const ageRange = widerAgeRange(current.ageRange);
  if (ageRange) candidates.push({ kind: "age", distance: current.distance, ageRange });

  const [now, ...widened] = await Promise.all([
    countListed(ctx, viewer, current),
    ...candidates.map((candidate) => countListed(ctx, viewer, candidate)),
  ]);
  return {
    ...current,
    options: candidates.map((candidate, index) => ({ ...candidate, more: Math.max(0, (widened[index] ?? 0) - now) })),
  };
}
