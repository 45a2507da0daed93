import {
  COMPATIBILITY_PARTIAL_POINTS,
  COMPATIBILITY_WEIGHTS,
  type CompatibilityCriterion,
  FEED_PAGE_SIZE,
  NEW_HERE_DAYS,
  PROFILE_LIMITS,
  VERIFIED_SHARED_SKILL_WEIGHT,
} from "@devmatch/shared";
import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { namedStatement } from "../../db/prepared.ts";
import { boosts, bucketLikeRates, dailyPicks, likeRates, photos, swipes, users } from "../../db/schema.ts";
import { constant, constantFloat, jsonText, literal, selectAs } from "../../db/sql-text.ts";
import { BOX_MARGIN_KM, KM_PER_DEGREE, publicDistanceKmSql } from "../../lib/distance.ts";
import {
  fitsChoicesSql,
  meetsDealbreakersSql,
  type SeekerSql,
  type SoughtSql,
  withinBothReachesSql,
} from "../../policies/preferences.ts";
import { outsideSmallWorldSql, smallWorldViewerColumns } from "../../policies/small-world.ts";
import { dateModeSql, member, notBlockedSql } from "../../policies/visibility.ts";
import { startOfToday, swipesTodayColumns } from "../plans/allowance.ts";
import { LIKE_RATE_PRIOR_SWIPES, profileBucketSql } from "../ranking/buckets.ts";
import { photoThumbUrl, photoUrl } from "../users/presenter.ts";
import { voicePromptUrl } from "../users/starters-presenter.ts";
import { type RankKey, TIER } from "./cursor.ts";

/*
 * The feed as SQL, read top to bottom:
 *   1. the request's values;
 *   2. the viewer: their row from the session, and what it implies (`viewer_values`, joined as `v`);
 *   3. who is considered: the recent-activity window near the viewer, plus boosted members, members who
 *      super-liked the viewer, the viewer's Most Compatible pick and (with "New here") the newest members near
 *      them, each matched against every preference and exclusion, both ways (`policies/preferences.ts`);
 *   4. how each is scored: `computeCompatibility` (packages/shared) in SQL from each side, how often the
 *      candidate likes people like the viewer, and the exact distance;
 *   5. the page: the feed's order, the cursor, the page size;
 *   6. the card, written as JSON text;
 *   7. the statements: the page (`GET /api/feed`) and one card (undo).
 * Everything is planned once per connection for every viewer, so the viewer's values reach the plan as columns
 * of one joined row rather than as constants the planner could specialise on.
 */

// ---------------------------------------------------------------------------------------------------------------
// 1. The request's values

const PRIORITY_LIMIT = 50;
/** Newest members near the viewer considered for "New here", beyond those already in the window. */
const NEWCOMER_LIMIT = 50;
/** Active boosts to consider at once; boosts last 30 minutes, so this is far above what is ever live. */
const BOOST_SCAN_LIMIT = 500;
/** How many recently active members one feed request considers: the cost stays flat as membership grows. */
const WINDOW_SIZE = 100;
/** Beyond this many grid cells the viewer's area holds most members, and the plain activity walk is cheaper. */
const MAX_WALKED_CELLS = 25;
const NO_POSITION_CELL = -1;

/** What the request itself supplies: everything about the viewer is read from their row in the statement. */
export function feedParams(options: { viewerId: string; after: RankKey | null; now?: Date }) {
  const { after, now = new Date() } = options;
  return {
    viewerId: options.viewerId,
    today: now.toISOString().slice(0, 10),
    since: startOfToday(now),
    afterTier: after?.[0] ?? null,
    afterRank: after?.[1] ?? null,
    afterActive: after?.[2] ?? null,
    afterId: after?.[3] ?? null,
  };
}
export type FeedParams = ReturnType<typeof feedParams>;
const param = (name: keyof FeedParams) => sql.placeholder(name);

// ---------------------------------------------------------------------------------------------------------------
// 2. The viewer
//
// The statements below start with a `viewer` row source (one row of the users table's columns). Their values,
// derived once, are the one `viewer_values` row, joined as `v`: a join, not a scalar subquery per use, since each
// of those would be a sub-plan to set up on every call and the feed reads some fifty values.

type ViewerSkillValue = `viewerSkill${number}`;
/**
 * The viewer's skill keys one value each: scoring compares each with a candidate's keys, which is cheaper than
 * intersecting two arrays for every candidate. (`viewerSkillKeys` holds them as an array for the card.)
 */
const viewerSkillValues: ViewerSkillValue[] = Array.from(
  { length: PROFILE_LIMITS.skillsMax },
  (_, index) => `viewerSkill${index}` as const,
);
type ViewerValue =
  | "viewerId"
  | "oldest"
  | "youngest"
  | "genders"
  | "religions"
  | "professions"
  | "latMin"
  | "latMax"
  | "lngMin"
  | "lngMax"
  | "cells"
  | "wide"
  | "viewerLat"
  | "viewerLng"
  | "maxKm"
  | ViewerSkillValue
  | "viewerSkillCount"
  | "viewerSkillKeys"
  | "viewerDegree"
  | "viewerProfession"
  | `viewerSkillVerified${number}`
  | "viewerGender"
  | "viewerAge"
  | "viewerReligion"
  | "viewerHasLocation"
  | "bucket"
  | "likePrior"
  | "newHereFirst"
  | "photoVerifiedOnly"
  | "joinedSince"
  | "viewerHidesSmallWorld"
  | "viewerCompanyKey"
  | "viewerWorkDomain"
  | "viewerEmailHash";

/** One of the viewer's values, as a column of `v`. */
export const viewerValue = (name: ViewerValue) => sql`v.${sql.identifier(name)}`;
/** The `viewer_values` row, joined as `v`. */
export const withViewer = sql`viewer_values v`;
const viewerIsWide = sql`(select wide from viewer_values)`;

const viewerColumn = (column: AnyPgColumn) => sql`viewer_row.${sql.identifier(column.name)}`;
const viewerSmallWorld = smallWorldViewerColumns(sql`viewer_row`);

/**
 * The viewer's values from `source` (a row source with the users table's columns): the birth dates their age
 * range allows, the box and grid cells their distance reaches (or `wide` when there are too many cells or no
 * position), their own position, preference lists and normalised skills. Uses the `today` value.
 */
export const viewerValuesOf = (source: string) => sql`select ${viewerColumn(users.id)} as "viewerId",
    (${sql.placeholder("today")}::date - make_interval(years => ${viewerColumn(users.prefAgeMax)} + 1))::date + 1 as oldest,
    (${sql.placeholder("today")}::date - make_interval(years => ${viewerColumn(users.prefAgeMin)}))::date as youngest,
    ${viewerColumn(users.prefGenders)} as genders,
    ${viewerColumn(users.prefReligions)} as religions,
    ${viewerColumn(users.prefProfessions)} as professions,
    ${viewerColumn(users.latitude)} - box.lat_delta as "latMin",
    ${viewerColumn(users.latitude)} + box.lat_delta as "latMax",
    ${viewerColumn(users.longitude)} - box.lng_delta as "lngMin",
    ${viewerColumn(users.longitude)} + box.lng_delta as "lngMax",
    area.cells, reach.wide,
    ${viewerColumn(users.latitude)} as "viewerLat",
    ${viewerColumn(users.longitude)} as "viewerLng",
    ${viewerColumn(users.prefDistanceKm)}::int as "maxKm",
    ${sql.join(
      viewerSkillValues.map(
        (name, index) => sql`${viewerColumn(users.skillKeys)}[${constant(index + 1)}] as ${sql.identifier(name)}`,
      ),
      sql`, `,
    )},
    cardinality(${viewerColumn(users.skillKeys)}) as "viewerSkillCount",
    ${viewerColumn(users.skillKeys)} as "viewerSkillKeys",
    case when coalesce(${viewerColumn(users.degree)}, '') = '' then null else lower(btrim(${viewerColumn(users.degree)})) end as "viewerDegree",
    nullif(${viewerColumn(users.profession)}, '') as "viewerProfession",
    -- What the candidates' side reads of the viewer: the reverse rule and the score from their side.
    ${sql.join(
      viewerSkillValues.map(
        (_, index) =>
          sql`coalesce(${viewerColumn(users.skillKeys)}[${constant(index + 1)}] = any(${viewerColumn(users.githubSkillKeys)}), false) as ${sql.identifier(`viewerSkillVerified${index}`)}`,
      ),
      sql`, `,
    )},
    ${viewerColumn(users.gender)} as "viewerGender",
    date_part('year', age(${sql.placeholder("today")}::date, ${viewerColumn(users.dateOfBirth)}))::int as "viewerAge",
    ${viewerColumn(users.religion)} as "viewerReligion",
    ${viewerColumn(users.latitude)} is not null as "viewerHasLocation",
    viewer_bucket.bucket,
    -- The rate at which members like people of the viewer's bucket, smoothed (Laplace) so an empty table is 1/2.
    coalesce((select (${bucketLikeRates.likes} + 1)::float8 / (${bucketLikeRates.seen} + 2) from ${bucketLikeRates}
      where ${bucketLikeRates.bucket} = viewer_bucket.bucket), 0.5::float8) as "likePrior",
    ${viewerColumn(users.prefNewHereFirst)} as "newHereFirst",
    ${viewerColumn(users.prefPhotoVerifiedOnly)} as "photoVerifiedOnly",
    ${sql.placeholder("today")}::date - ${constant(NEW_HERE_DAYS)} as "joinedSince",
    ${viewerSmallWorld.hides} as "viewerHidesSmallWorld",
    ${viewerSmallWorld.companyKey} as "viewerCompanyKey",
    ${viewerSmallWorld.workDomain} as "viewerWorkDomain",
    ${viewerSmallWorld.emailHash} as "viewerEmailHash"
  from ${sql.identifier(source)} viewer_row
  cross join lateral (select ${profileBucketSql(
    {
      gender: viewerColumn(users.gender),
      dateOfBirth: viewerColumn(users.dateOfBirth),
      profession: viewerColumn(users.profession),
    },
    sql`${sql.placeholder("today")}::date`,
  )}::int as bucket) viewer_bucket
  -- A box that holds every place within the distance (the cheap prefilter for the exact check).
  cross join lateral (
    select (${viewerColumn(users.prefDistanceKm)} + ${constantFloat(BOX_MARGIN_KM)}) / ${constantFloat(KM_PER_DEGREE)} as lat_delta,
      (${viewerColumn(users.prefDistanceKm)} + ${constantFloat(BOX_MARGIN_KM)}) / (${constantFloat(KM_PER_DEGREE)} * greatest(0.01, cos(radians(${viewerColumn(users.latitude)})))) as lng_delta
  ) box
  -- The span of 1° cells the box touches; too many (or no position) and the wide walk is used instead.
  cross join lateral (
    select floor(${viewerColumn(users.latitude)} - box.lat_delta)::int as lat_from,
      floor(least(${viewerColumn(users.latitude)} + box.lat_delta, 89.999))::int as lat_to,
      floor(${viewerColumn(users.longitude)} - box.lng_delta)::int as lng_from,
      floor(${viewerColumn(users.longitude)} + box.lng_delta)::int as lng_to
  ) span
  cross join lateral (
    select ${viewerColumn(users.latitude)} is null or ${viewerColumn(users.longitude)} is null
      or (span.lat_to - span.lat_from + 1) * (span.lng_to - span.lng_from + 1) > ${constant(MAX_WALKED_CELLS)} as wide
  ) reach
  -- Those cells (as geo_cell numbers them, longitude wrapped), listed only for the nearby walk, plus the cell of
  -- unplaced members.
  cross join lateral (
    select array[${constant(NO_POSITION_CELL)}] || coalesce(array_agg(distinct (greatest(cell_lat, -90) + 90) * 360 + (((cell_lng + 180) % 360) + 360) % 360), '{}') as cells
    from generate_series(span.lat_from, case when reach.wide then span.lat_from - 1 else span.lat_to end) cell_lat
    cross join generate_series(span.lng_from, span.lng_to) cell_lng
  ) area`;

// ---------------------------------------------------------------------------------------------------------------
// 3. Who is considered

/** The viewer as the hard-preference rule reads them: their choices (from `v`) and who they are. */
const viewerSeeker: SeekerSql = {
  genders: sql`${viewerValue("genders")}::text[]`,
  religions: sql`${viewerValue("religions")}::text[]`,
  professions: sql`${viewerValue("professions")}::text[]`,
  dealbreakers: sql`'{}'::text[]`,
  bornFrom: viewerValue("oldest"),
  bornTo: viewerValue("youngest"),
  photoVerifiedOnly: sql`${viewerValue("photoVerifiedOnly")}::boolean`,
};
const viewerSought: SoughtSql = {
  gender: sql`${viewerValue("viewerGender")}::text`,
  religion: sql`${viewerValue("viewerReligion")}::text`,
  profession: sql`${viewerValue("viewerProfession")}::text`,
  age: sql`${viewerValue("viewerAge")}::int`,
};
/** A listed member (the `users` row being walked) as the rule reads them. */
const memberSought: SoughtSql = {
  gender: sql`${users.gender}`,
  religion: sql`${users.religion}`,
  profession: sql`${users.profession}`,
  birthDate: sql`${users.dateOfBirth}`,
  photoVerified: sql`${users.photoVerifiedAt} is not null`,
};
const memberSeeker: SeekerSql = {
  genders: sql`${users.prefGenders}`,
  religions: sql`${users.prefReligions}`,
  professions: sql`${users.prefProfessions}`,
  dealbreakers: sql`${users.prefDealbreakers}`,
  ageMin: sql`${users.prefAgeMin}`,
  ageMax: sql`${users.prefAgeMax}`,
};

/**
 * Whether a listed member matches the viewer: every preference and exclusion, evaluated in the database, and with
 * `bothWays` the viewer fits the member's own (distance is checked on the exact distance, in the page).
 */
export function matchesViewer({ withinBox, bothWays = true }: { withinBox: boolean; bothWays?: boolean }): SQL {
  const conditions = [
    sql`${users.id} <> ${viewerValue("viewerId")}`,
    fitsChoicesSql(viewerSeeker, memberSought),
    ...(bothWays ? [meetsDealbreakersSql(memberSeeker, viewerSought)] : []),
    // Only members in Date mode are in a dating deck (a member in Network only is never shown there).
    dateModeSql,
    // Each set is gathered once per request and hashed, rather than probed once per member walked.
    sql`${users.id} not in (select ${swipes.targetId} from ${swipes} where ${swipes.swiperId} = ${viewerValue("viewerId")})`,
    notBlockedSql(sql`${users.id}`, viewerValue("viewerId")),
    // Neither hides from the other as a colleague or on the other's hide-list (a small world, both modes).
    outsideSmallWorldSql(
      {
        id: viewerValue("viewerId"),
        hides: viewerValue("viewerHidesSmallWorld"),
        companyKey: viewerValue("viewerCompanyKey"),
        workDomain: viewerValue("viewerWorkDomain"),
        emailHash: viewerValue("viewerEmailHash"),
      },
      sql`${users}`,
    ),
  ];
  if (withinBox) {
    // The cheap prefilter for the exact distance check; no box without a viewer position.
    conditions.push(
      sql`(${viewerValue("latMin")}::float8 is null or ${users.latitude} is null or (${users.latitude} between ${viewerValue("latMin")}::float8 and ${viewerValue("latMax")}::float8 and ${users.longitude} between ${viewerValue("lngMin")}::float8 and ${viewerValue("lngMax")}::float8))`,
    );
  }
  return sql`(${and(...conditions)})`;
}

/** What ranking reads of each candidate (a row source aliased `c`); the full profile is loaded only for the page. */
const candidateColumns = {
  id: users.id,
  lastActiveAt: users.lastActiveAt,
  createdAt: users.createdAt,
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
  prefAgeMin: users.prefAgeMin,
  prefAgeMax: users.prefAgeMax,
  prefDistanceKm: users.prefDistanceKm,
  prefReligions: users.prefReligions,
};
type CandidateField = keyof typeof candidateColumns;
const candidateFields = Object.keys(candidateColumns) as CandidateField[];
/** A `users` row as a candidate row. */
export const candidateSelect = selectAs(candidateColumns);
/** A column of the candidate row `c`. */
export const candidate = (key: CandidateField) => sql`c.${sql.identifier(key)}`;

/** The two orders members are walked in: recent activity (the window) and joining (New here). */
const walkOrders = {
  active: sql`${users.lastActiveAt} desc, ${users.id}`,
  joined: sql`${users.createdAt} desc, ${users.id}`,
};
type WalkOrder = keyof typeof walkOrders;

/** Listed members (those `where` picks) in `order`, with what matching and ranking read. */
const listedMembers = (where: SQL = sql`true`, order: WalkOrder = "active") =>
  sql`(select ${sql.join(
    [
      ...Object.values(candidateColumns),
      users.gender,
      users.prefGenders,
      users.prefProfessions,
      users.prefDealbreakers,
      users.modeDate,
      users.hideSmallWorld,
      users.companyKey,
      users.emailDomain,
      users.emailHash,
      users.photoVerifiedAt,
    ].map((column) => sql`${column}`),
    sql`, `,
  )} from ${users} where ${member.listed} and ${where} order by ${walkOrders[order]})`;

/**
 * How one statement of the feed ranks: the product's ranking (`mutual`); the others exist only so the matching
 * benchmark can measure, in one run, the one-way ranking it replaced and the two-way rule with both scores but
 * without the learned like rate.
 */
export type Ranking = "mutual" | "both-scores" | "one-way";

/**
 * Members of `source` (a row source named like the users table) in `order`, keeping the first `limit` that match
 * the viewer. The match is a column read above an `offset 0` fence rather than a filter the planner could see:
 * the statement is planned once for every viewer, and with the viewer's values unknown the planner would
 * otherwise guess that almost nothing matches and sort the whole area instead of walking the index and stopping
 * early.
 */
function walk(source: SQL, options: { withinBox: boolean; ranking: Ranking; order?: WalkOrder; limit?: number }): SQL {
  const { withinBox, ranking, order = "active", limit = WINDOW_SIZE } = options;
  return sql`select ${sql.join(
    candidateFields.map((key) => sql`walk.${sql.identifier(key)}`),
    sql`, `,
  )} from ${withViewer} cross join lateral (
      select ${candidateSelect}, ${matchesViewer({ withinBox, bothWays: ranking !== "one-way" })} as matches
      from ${source} ${users}
      order by ${walkOrders[order]} offset 0
    ) walk
    where walk.matches limit ${constant(limit)}`;
}

/**
 * Listed members near a viewer with a position in `order`: one walk of a (cell, order) index per nearby cell,
 * merged, so the walk stops after about `limit` matching members however many cells the area spans and however
 * many members they hold. Unused cell slots are null and match nothing. (Each walk carries its own order: without
 * it the planner does not see that the index gives it, and sorts the area.)
 */
const nearbyWalk = (options: { ranking: Ranking; order?: WalkOrder; limit?: number; where?: SQL }) =>
  walk(
    sql`(${sql.join(
      Array.from({ length: MAX_WALKED_CELLS + 1 }, (_, slot) =>
        listedMembers(
          sql`${users.geoCell} = (${viewerValue("cells")}::int[])[${constant(slot + 1)}] and ${options.where ?? sql`true`}`,
          options.order,
        ),
      ),
      sql` union all `,
    )})`,
    { ...options, withinBox: false },
  );

/**
 * The viewer's recent-activity window: near them, or for viewers without a position or reaching across many
 * cells the activity index walked once. Of the two walks only the one that suits their area runs.
 */
const recentWindow = (
  ranking: Ranking,
) => sql`select * from (${nearbyWalk({ ranking })}) nearby where not ${viewerIsWide}
  union all select * from (${walk(listedMembers(), { withinBox: true, ranking })}) far where ${viewerIsWide}`;

/**
 * With "New here", the newest members near the viewer (joined within `NEW_HERE_DAYS`), since a member who joined
 * this week may not be among the most recently active yet. Runs only for viewers who asked for it.
 */
const newcomers = (ranking: Ranking) =>
  sql`select * from (${nearbyWalk({
    ranking,
    order: "joined",
    limit: NEWCOMER_LIMIT,
    where: sql`${users.createdAt} >= ${viewerValue("joinedSince")}::date`,
  })}) joined where (select "newHereFirst" from viewer_values) and not ${viewerIsWide}`;

/**
 * The window, plus boosted members, members who super-liked the viewer, the viewer's Most Compatible pick of the
 * day wherever they are in the index, and (with "New here") the newest members near them.
 */
const candidatesQuery = (ranking: Ranking) => sql`recent as (${recentWindow(ranking)}),
    boosted as (select ${boosts.userId} as id from ${boosts} where ${boosts.endsAt} > now() limit ${constant(BOOST_SCAN_LIMIT)}),
    super_likers as (
      select ${swipes.swiperId} as id from ${swipes}, ${withViewer}
      where ${swipes.targetId} = ${viewerValue("viewerId")} and ${swipes.action} = 'superlike' limit ${constant(PRIORITY_LIMIT)}
    ),
    pick as (
      select ${dailyPicks.pickId} as id from ${dailyPicks}, ${withViewer}
      where ${dailyPicks.userId} = ${viewerValue("viewerId")} and ${dailyPicks.day} = ${sql.placeholder("today")}::date
    ),
    joined as (${newcomers(ranking)}),
    considered as (select * from recent union all select * from joined where id not in (select id from recent)),
    candidates as (
      select * from considered
      union all
      select ${candidateSelect} from ${users}, ${withViewer}
      where ${users.id} in (select id from boosted union select id from super_likers union select id from pick)
        and ${users.id} not in (select id from considered) and ${member.listed}
        and ${matchesViewer({ withinBox: true, bothWays: ranking !== "one-way" })}
    )`;

// ---------------------------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------------------------
// 4. How each is scored

type Criterion = { key: CompatibilityCriterion; applies: SQL; points: SQL; max: number };

/**
 * The skills both scores read, compared once per candidate (laterals `skill_hits`, then `shared_skills`). Skills
 * are stored trimmed and unique ignoring case, so the overlap is how many of the viewer's (at most `skillsMax`,
 * one value each) normalised skills the candidate's lower-cased keys contain. Shared skills verified on GitHub
 * count `VERIFIED_SHARED_SKILL_WEIGHT` times: the candidate's for the viewer's score (most members have none, so
 * that pass is skipped for them), the viewer's for the candidate's score.
 */
const sharedSkills = (() => {
  const hit = (index: number) => sql`skill_hits.${sql.identifier(`hit${index}`)}`;
  const sum = (term: (name: ViewerSkillValue, index: number) => SQL) =>
    sql`(${sql.join(
      viewerSkillValues.map((name, index) => sql`(${term(name, index)})::int`),
      sql` + `,
    )})`;
  return sql`lateral (select ${sql.join(
    viewerSkillValues.map(
      (name, index) =>
        sql`coalesce(${viewerValue(name)}::text = any(${candidate("skillKeys")}), false) as ${sql.identifier(`hit${index}`)}`,
    ),
    sql`, `,
  )}) skill_hits
  cross join lateral (select ${sum((_, index) => hit(index))} as overlap,
    case when cardinality(${candidate("githubSkillKeys")}) = 0 then 0
      else ${sum((name, index) => sql`${hit(index)} and ${viewerValue(name)}::text = any(${candidate("githubSkillKeys")})`)} end as verified,
    ${sum((_, index) => sql`${hit(index)} and ${viewerValue(`viewerSkillVerified${index}`)}::boolean`)} as their_verified
  ) shared_skills`;
})();

/**
 * `computeCompatibility` (packages/shared) over the candidate `c`, criterion by criterion with the same weights
 * and integer rounding, so the database can rank, page and render the card; a test holds the two to the same
 * numbers.
 */
function compatibilityCriteria(): Criterion[] {
  const w = COMPATIBILITY_WEIGHTS;
  const partial = COMPATIBILITY_PARTIAL_POINTS;
  const overlap = sql`shared_skills.overlap`;
  const verified = sql`shared_skills.verified`;
  const weighted = sql`(${overlap} + ${constant(VERIFIED_SHARED_SKILL_WEIGHT - 1)} * ${verified})`;
  const skillsPossible = sql`least(${viewerValue("viewerSkillCount")}::int, cardinality(${candidate("skillKeys")}))`;
  return [
    {
      key: "age",
      applies: sql`${candidate("dateOfBirth")} is not null`,
      points: sql`case when ${candidate("dateOfBirth")} between ${viewerValue("oldest")}::date and ${viewerValue("youngest")}::date then ${constant(w.age)} else 0 end`,
      max: w.age,
    },
    {
      key: "location",
      // Only between two members who both have a position (DESIGN 6.17).
      applies: sql`${viewerValue("viewerHasLocation")}::boolean and ${candidate("latitude")} is not null`,
      points: sql`${constant(w.location)}`,
      max: w.location,
    },
    {
      key: "skills",
      applies: sql`${viewerValue("viewerSkillCount")}::int > 0 and cardinality(${candidate("skillKeys")}) > 0`,
      points: sql`least(${constant(w.skills)}, (2 * ${constant(w.skills)} * ${weighted} + ${skillsPossible}) / (2 * ${skillsPossible}))`,
      max: w.skills,
    },
    {
      key: "education",
      applies: sql`${viewerValue("viewerDegree")}::text is not null and coalesce(${candidate("degree")}, '') <> ''`,
      points: sql`case when lower(btrim(${candidate("degree")})) = ${viewerValue("viewerDegree")}::text then ${constant(w.education)} else ${constant(partial.education)} end`,
      max: w.education,
    },
    {
      key: "profession",
      applies: sql`${viewerValue("viewerProfession")}::text is not null and coalesce(${candidate("profession")}, '') <> ''`,
      points: sql`case when ${candidate("profession")} = ${viewerValue("viewerProfession")}::text then ${constant(w.profession)} else ${constant(partial.profession)} end`,
      max: w.profession,
    },
    {
      key: "religion",
      applies: sql`cardinality(${viewerValue("religions")}::text[]) > 0`,
      points: sql`case when ${candidate("religion")} = any(${viewerValue("religions")}::text[]) then ${constant(w.religion)} else 0 end`,
      max: w.religion,
    },
  ];
}
const criteria = compatibilityCriteria();

/**
 * The same function from the candidate's side: how well the viewer fits what the candidate looks for, as
 * `computeCompatibility(candidate, viewer)` reads them. The shared-skill count is the same both ways; verified
 * skills are the viewer's, the age range and religions the candidate's.
 */
function theirCriteria(): Criterion[] {
  const w = COMPATIBILITY_WEIGHTS;
  const overlap = sql`shared_skills.overlap`;
  const verified = sql`shared_skills.their_verified`;
  const weighted = sql`(${overlap} + ${constant(VERIFIED_SHARED_SKILL_WEIGHT - 1)} * ${verified})`;
  const skillsPossible = sql`least(${viewerValue("viewerSkillCount")}::int, cardinality(${candidate("skillKeys")}))`;
  const forward = Object.fromEntries(criteria.map((criterion) => [criterion.key, criterion]));
  return [
    {
      key: "age",
      applies: sql`${viewerValue("viewerAge")}::int is not null`,
      points: sql`case when ${viewerValue("viewerAge")}::int between ${candidate("prefAgeMin")} and ${candidate("prefAgeMax")} then ${constant(w.age)} else 0 end`,
      max: w.age,
    },
    // Location (both positioned or not counted), education and profession read alike from either side.
    forward.location as Criterion,
    {
      key: "skills",
      applies: sql`${viewerValue("viewerSkillCount")}::int > 0 and cardinality(${candidate("skillKeys")}) > 0`,
      points: sql`least(${constant(w.skills)}, (2 * ${constant(w.skills)} * ${weighted} + ${skillsPossible}) / (2 * ${skillsPossible}))`,
      max: w.skills,
    },
    forward.education as Criterion,
    forward.profession as Criterion,
    {
      key: "religion",
      applies: sql`cardinality(${candidate("prefReligions")}) > 0`,
      points: sql`case when ${viewerValue("viewerReligion")}::text = any(${candidate("prefReligions")}) then ${constant(w.religion)} else 0 end`,
      max: w.religion,
    },
  ];
}
const their = theirCriteria();

/** The points earned and possible over the criteria that apply to the pair, as a lateral named `name`. */
function pointsOf(list: Criterion[], name: string): SQL {
  const sum = (part: (criterion: Criterion) => SQL) =>
    sql.join(
      list.map((criterion) => sql`(case when ${criterion.applies} then ${part(criterion)} else 0 end)`),
      sql` + `,
    );
  return sql`lateral (select ${sum((criterion) => criterion.points)} as earned, ${sum((criterion) => constant(criterion.max))} as possible) ${sql.identifier(name)}`;
}
/** The candidate's points (`points`) and the viewer's from the candidate's side (`their_points`). */
const compatibilityPoints = sql`${sharedSkills} cross join ${pointsOf(criteria, "points")} cross join ${pointsOf(their, "their_points")}`;

/** Whether both have a position, so a distance can be given. */
const bothPlaced = sql`${viewerValue("viewerLat")}::float8 is not null and ${candidate("latitude")} is not null and ${candidate("longitude")} is not null`;

/** Whole kilometres from the viewer to the candidate's public position (null unless both are placed). */
export const publicDistance = publicDistanceKmSql({
  from: { lat: sql`${viewerValue("viewerLat")}::float8`, lng: sql`${viewerValue("viewerLng")}::float8` },
  to: { lat: candidate("publicLatitude"), lng: candidate("publicLongitude") },
  placed: bothPlaced,
});

/**
 * How often the candidate likes people of the viewer's bucket, smoothed toward the rate everyone likes that
 * bucket (`likePrior`) by `LIKE_RATE_PRIOR_SWIPES` pseudo-swipes: reads the lateral `rate` (their counts, or none).
 */
const likeRate = sql`(coalesce(rate.likes, 0) + ${constant(LIKE_RATE_PRIOR_SWIPES)} * ${viewerValue("likePrior")}::float8)
  / (coalesce(rate.seen, 0) + ${constant(LIKE_RATE_PRIOR_SWIPES)})`;
const likeRateLookup = sql`left join lateral (
    select ${likeRates.likes} as likes, ${likeRates.seen} as seen from ${likeRates}
    where ${likeRates.swiperId} = c.id and ${likeRates.bucket} = ${viewerValue("bucket")}::int
  ) rate on true`;

/** Integer rank within a tier, so the cursor carries it exactly (see ARCHITECTURE.md, "Ranking for a mutual like"). */
const RANK_SCALE = 1000;
function rankOf(ranking: Ranking): SQL {
  if (ranking === "one-way") return sql`score * ${constant(RANK_SCALE)}`;
  // The harmonic mean of both sides' scores, times the chance the candidate likes the viewer back.
  const harmonic = sql`case when score + their_score = 0 then 0 else 2.0 * score * their_score / (score + their_score) end`;
  if (ranking === "both-scores") return sql`floor(${harmonic} * ${constant(RANK_SCALE)})::int`;
  return sql`floor(${harmonic} * like_rate * ${constant(RANK_SCALE)})::int`;
}

/**
 * What the feed knows of the candidate `c` against the viewer `v`, with `boosted`, `superLiked` and `pick` (0
 * or 1) as the caller finds them: a row of the page.
 */
function placement({ boosted, superLiked, pick }: { boosted: SQL; superLiked: SQL; pick: SQL }): SQL {
  const joinedRecently = sql`${candidate("createdAt")} >= ${viewerValue("joinedSince")}::date`;
  return sql`${candidate("id")} as id, ${pick} as pick, ${boosted} as boosted, ${superLiked} as super_liked,
    (${joinedRecently})::int as newcomer,
    ${pick} * ${constant(TIER.pick)} + ${boosted} * ${constant(TIER.boosted)} + ${superLiked} * ${constant(TIER.superLiked)}
      + (${joinedRecently} and ${viewerValue("newHereFirst")}::boolean)::int * ${constant(TIER.newcomer)} as tier,
    -- Location always applies, so possible is never 0 (where the shared function falls back to its default).
    (200 * points.earned + points.possible) / (2 * points.possible) as score,
    (200 * their_points.earned + their_points.possible) / (2 * their_points.possible) as their_score,
    ${likeRate} as like_rate,
    ${candidate("lastActiveAt")} as active_at,
    ${candidate("prefDistanceKm")} as their_max_km,
    ${publicDistance} as distance_km`;
}

// ---------------------------------------------------------------------------------------------------------------
// 5. The page

/**
 * The feed's order: the tier (the Most Compatible pick, then boosted members, then members who super-liked the
 * viewer, then with "New here" members who joined this week), then the rank, then recent activity.
 */
const rankOrder = sql`tier desc, rank desc, active_at desc, id`;
const rankTuple = sql`(tier, rank, active_at)`;
const afterTuple = sql`(${param("afterTier")}::int, ${param("afterRank")}::int, ${param("afterActive")}::timestamptz)`;

const pageQuery = (ranking: Ranking) => sql`scored as (
      select ${placement({
        pick: sql`(c.id in (select id from pick))::int`,
        boosted: sql`(c.id in (select id from boosted))::int`,
        superLiked: sql`(c.id in (select id from super_likers))::int`,
      })}
      from candidates c cross join ${withViewer} cross join ${compatibilityPoints} ${likeRateLookup}
    ),
    ranked as materialized (select scored.*, ${rankOf(ranking)} as rank from scored),
    page as (
      select ranked.* from ranked, ${withViewer}
      where ${
        ranking === "one-way"
          ? sql`(distance_km is null or distance_km <= ${viewerValue("maxKm")}::int)`
          : withinBothReachesSql(sql`distance_km`, sql`${viewerValue("maxKm")}::int`, sql`their_max_km`)
      }
        and (${param("afterId")}::uuid is null or ${rankTuple} < ${afterTuple}
          or (${rankTuple} = ${afterTuple} and id > ${param("afterId")}::uuid))
      order by ${rankOrder} limit ${constant(FEED_PAGE_SIZE + 1)}
    ),
    placed as (select page.*, row_number() over (order by ${rankOrder}) as place from page)`;

// ---------------------------------------------------------------------------------------------------------------
// 6. The card

/** A photo's address in SQL, built from the same function the presenters use. */
function photoAddress(address: (photoId: string) => string, photoId: SQL): SQL {
  const [before = "", after = ""] = address("\u0000").split("\u0000");
  return sql`${literal(before)} || ${photoId} || ${literal(after)}`;
}

/** A voice prompt's address in SQL, from the presenter's function. */
const voiceAddress = (voiceId: SQL) => photoAddress(voicePromptUrl, voiceId);

/**
 * The member's photos as `presentPhotos` lists them (by position, the first primary) as JSON text, and the
 * primary photo's address, for a row source joined after `users`.
 */
const cardPhotos = sql`lateral (
  select '[' || coalesce(string_agg(${jsonText.object([
    ["id", jsonText.quoted(sql`ranked_photo.id`)],
    ["url", jsonText.quoted(photoAddress(photoUrl, sql`ranked_photo.id`))],
    ["thumbUrl", jsonText.quoted(photoAddress(photoThumbUrl, sql`ranked_photo.id`))],
    ["isPrimary", jsonText.plain(sql`ranked_photo.place = 1`)],
  ])}, ',' order by ranked_photo.place), '') || ']' as list,
    min(${jsonText.quoted(photoAddress(photoUrl, sql`ranked_photo.id`))}) filter (where ranked_photo.place = 1) as primary_url
  from (
    select ${photos.id} as id, row_number() over (order by ${photos.position}) as place
    from ${photos} where ${photos.userId} = ${users.id} and ${photos.removedAt} is null
  ) ranked_photo
) card_photos`;

/** A breakdown: `{ points, max }` for each criterion that applies, in the shared order. */
const breakdownText = (list: Criterion[]) => {
  const entries = list.map(
    ({ key, applies, points, max }) =>
      sql`case when ${applies} then ${literal(`"${key}":{"points":`)} || (${points}) || ${literal(`,"max":${max}}`)} end`,
  );
  // array_to_string leaves out the criteria that do not apply (null entries).
  return sql`'{' || array_to_string(array[${sql.join(entries, sql`, `)}]::text[], ',') || '}'`;
};

/** The member's skills (as written, in order) whose keys are in `keys`. */
const skillsAmong = (keys: SQL | AnyPgColumn) => sql`array(
    select skill.name from unnest(${users.skills}, ${users.skillKeys}) with ordinality as skill(name, key, place)
    where skill.key = any(${keys}) order by skill.place
  )`;

/**
 * A deck card (`FeedCard`) as JSON text, so it leaves the database ready to send. Reads the page row `placed`,
 * the member's `users` row, their candidate row `c`, the viewer's values `v` and `card_photos`.
 */
const cardText = jsonText.object([
  ["_id", jsonText.quoted(users.id)],
  ["firstName", jsonText.of(users.firstName)],
  // Nobody in a deck has matched the viewer: the surname's initial only (`surnameInitial`, in SQL).
  [
    "lastName",
    jsonText.of(
      sql`case when btrim(${users.lastName}) = '' then '' else upper(left(btrim(${users.lastName}), 1)) || '.' end`,
    ),
  ],
  ["age", jsonText.plain(sql`date_part('year', age(${param("today")}::date, ${users.dateOfBirth}))::int`)],
  ["gender", jsonText.of(users.gender)],
  ["bio", jsonText.of(users.bio)],
  ["profession", jsonText.of(users.profession)],
  [
    "company",
    jsonText.object([
      ["name", jsonText.of(users.companyName)],
      ["position", jsonText.of(users.companyPosition)],
    ]),
  ],
  [
    "education",
    jsonText.object([
      ["college", jsonText.of(users.college)],
      ["degree", jsonText.of(users.degree)],
    ]),
  ],
  [
    "location",
    jsonText.object([
      ["city", jsonText.of(users.city)],
      ["state", jsonText.of(users.state)],
      ["country", jsonText.of(users.country)],
    ]),
  ],
  [
    "height",
    sql`coalesce(${jsonText.object([
      ["feet", sql`${users.heightFeet}::text`],
      ["inches", sql`coalesce(${users.heightInches}, 0)::text`],
    ])}, 'null')`,
  ],
  ["religion", jsonText.of(users.religion)],
  ["photos", sql`card_photos.list`],
  ["photoUrl", sql`coalesce(card_photos.primary_url, 'null')`],
  ["skills", jsonText.of(users.skills)],
  ["verifiedSkills", jsonText.of(skillsAmong(users.githubSkillKeys))],
  ["photoVerified", jsonText.plain(sql`${users.photoVerifiedAt} is not null`)],
  ["interests", jsonText.of(users.interests)],
  ["prompts", sql`${users.prompts}::text`],
  ["codeCard", jsonText.of(users.codeCard)],
  [
    "voicePrompt",
    sql`case when ${users.voicePrompt} is null then 'null' else ${jsonText.object([
      ["url", jsonText.quoted(voiceAddress(sql`(${users.voicePrompt}->>'id')`))],
      ["durationMs", sql`(${users.voicePrompt}->>'durationMs')`],
      ["transcript", jsonText.of(sql`(${users.voicePrompt}->>'transcript')`)],
    ])} end`,
  ],
  ["socialLinks", sql`${users.socialLinks}::text`],
  ["isVerified", jsonText.plain(users.isVerified)],
  [
    "compatibility",
    jsonText.object([
      ["score", jsonText.plain(sql`placed.score`)],
      ["breakdown", breakdownText(criteria)],
    ]),
  ],
  [
    "theirCompatibility",
    jsonText.object([
      ["score", jsonText.plain(sql`placed.their_score`)],
      ["breakdown", breakdownText(their)],
    ]),
  ],
  ["sharedSkills", jsonText.of(skillsAmong(viewerValue("viewerSkillKeys")))],
  ["distanceKm", jsonText.plain(sql`placed.distance_km`)],
  ["superLikedYou", jsonText.plain(sql`placed.super_liked = 1`)],
  ["isBoosted", jsonText.plain(sql`placed.boosted = 1`)],
  ["isMostCompatible", jsonText.plain(sql`placed.pick = 1`)],
  ["isNew", jsonText.plain(sql`placed.newcomer = 1`)],
]);

/** Where a card's member comes from: the `users` row of `placed`, their candidate row, the viewer and photos. */
const cardSources = sql`join ${users} on ${users.id} = placed.id
  cross join lateral (select ${candidateSelect}) c
  cross join ${withViewer}
  cross join ${sharedSkills}
  cross join ${cardPhotos}`;

// ---------------------------------------------------------------------------------------------------------------
// 7. The statements

/**
 * `GET /api/feed` in one round trip, for a signed-in viewer with a finished profile: the page's cards as one JSON
 * array; the page's boosted members; the rank key of the page's last card when another page follows; and the
 * viewer's swipes today.
 */
const feedPageQuery = (
  ranking: Ranking,
) => sql`with viewer as (select * from ${users} where ${users.id} = ${param("viewerId")}),
    viewer_values as materialized (${viewerValuesOf("viewer")}),
    ${candidatesQuery(ranking)},
    ${pageQuery(ranking)},
    today as (
      select ${selectAs(swipesTodayColumns())}
      from ${swipes}, ${withViewer} where ${swipes.swiperId} = ${viewerValue("viewerId")} and ${swipes.createdAt} >= ${param("since")}
    )
    select today.swipes as "swipesToday", today."superLikes" as "superLikesToday",
      '[' || coalesce((
        select string_agg(${cardText}, ',' order by placed.place)
        from placed ${cardSources}
        where placed.place <= ${constant(FEED_PAGE_SIZE)}
      ), '') || ']' as cards,
      (select array_agg(placed.id::text) from placed
        where placed.boosted = 1 and placed.place <= ${constant(FEED_PAGE_SIZE)}) as "boostedIds",
      (
        select json_build_array(placed.tier, placed.rank,
          to_char(placed.active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), placed.id)
        from placed where placed.place = ${constant(FEED_PAGE_SIZE)}
          and exists (select from placed past where past.place > ${constant(FEED_PAGE_SIZE)})
      ) as "nextKey"
    from today`;

interface FeedPageRow {
  swipesToday: number;
  superLikesToday: number;
  /** The page's cards as a JSON array, as text. */
  cards: string;
  /** The page's members whose boost is running: each is counted as shown to the viewer. */
  boostedIds: string[] | null;
  nextKey: RankKey | null;
}

export const feedPageStatement = namedStatement<FeedPageRow, FeedParams>("feed_page", feedPageQuery("mutual"));
/** The feed page under each ranking the matching benchmark compares (see `Ranking`). */
export const feedPageStatements: Record<Ranking, typeof feedPageStatement> = {
  mutual: feedPageStatement,
  "both-scores": namedStatement<FeedPageRow, FeedParams>("feed_page_both_scores", feedPageQuery("both-scores")),
  "one-way": namedStatement<FeedPageRow, FeedParams>("feed_page_one_way", feedPageQuery("one-way")),
};

/**
 * One member's deck card for one viewer, as the deck shows it (undo puts it back on top): the same placement and
 * card as the page, for a member the viewer may already have swiped on.
 */
export const deckCardStatement = namedStatement<
  { card: string },
  { viewerId: string; memberId: string; today: string }
>(
  "deck_card",
  sql`with viewer as (select * from ${users} where ${users.id} = ${sql.placeholder("viewerId")}),
    viewer_values as materialized (${viewerValuesOf("viewer")}),
    scored as (
      select ${placement({
        pick: sql`(exists (select from ${dailyPicks} where ${dailyPicks.userId} = ${viewerValue("viewerId")}
          and ${dailyPicks.day} = ${sql.placeholder("today")}::date and ${dailyPicks.pickId} = c.id))::int`,
        boosted: sql`(exists (select from ${boosts} where ${boosts.userId} = c.id and ${boosts.endsAt} > now()))::int`,
        superLiked: sql`(exists (select from ${swipes} where ${swipes.swiperId} = c.id
          and ${swipes.targetId} = ${viewerValue("viewerId")} and ${swipes.action} = 'superlike'))::int`,
      })}
      from (select ${candidateSelect} from ${users} where ${users.id} = ${sql.placeholder("memberId")}) c
      cross join ${withViewer} cross join ${compatibilityPoints} ${likeRateLookup}
    ),
    placed as (select scored.*, ${rankOf("mutual")} as rank from scored)
    select ${cardText} as card from placed ${cardSources}`,
);
