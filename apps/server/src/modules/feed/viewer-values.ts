import { PROFILE_LIMITS } from "@devmatch/shared";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { startOfToday } from "../matching/allowance.ts";
import type { RankKey } from "./cursor.ts";
import { BOX_MARGIN_KM, KM_PER_DEGREE } from "./distance.ts";

/** Beyond this many grid cells the viewer's area holds most members, and the plain activity walk is cheaper. */
export const MAX_WALKED_CELLS = 25;
const NO_POSITION_CELL = -1;

type ViewerSkillParam = `viewerSkill${number}`;
/**
 * The viewer's skill keys one value each: scoring compares each with a candidate's keys, which is cheaper than
 * intersecting two arrays for every candidate. (`viewerSkillKeys` holds them as an array for the card.)
 */
export const viewerSkillParams: ViewerSkillParam[] = Array.from(
  { length: PROFILE_LIMITS.skillsMax },
  (_, index) => `viewerSkill${index}` as const,
);

/** What the request itself supplies: everything about the viewer is read from their row in the statement. */
export function feedParams(options: { sessionToken: string; after: RankKey | null; now?: Date }) {
  const { after, now = new Date() } = options;
  return {
    tokenHash: sha256(options.sessionToken),
    today: now.toISOString().slice(0, 10),
    since: startOfToday(now),
    afterBoosted: after?.[0] ?? null,
    afterSuperLiked: after?.[1] ?? null,
    afterScore: after?.[2] ?? null,
    afterActive: after?.[3] ?? null,
    afterId: after?.[4] ?? null,
  };
}
export type FeedParams = ReturnType<typeof feedParams>;

/** A request value (a placeholder) by name. */
export const param = (name: keyof FeedParams) => sql.placeholder(name);
/**
 * One of the viewer's values: a column of the one `viewer_values` row, which every query that reads them joins
 * as `v` (`withViewer`). A join, not a scalar subquery per use: each of those would be a sub-plan to set up and
 * run on every call, and the feed reads some fifty values.
 */
export const viewerValue = (name: ViewerValue) => sql`v.${sql.identifier(name)}`;
/** The `viewer_values` row, joined as `v`. */
export const withViewer = sql`viewer_values v`;
/** Whether the viewer's area calls for the wide walk, for a gate evaluated once. */
export const viewerIsWide = sql`(select wide from viewer_values)`;
export const constant = (value: number) => sql.raw(String(value));

const viewerRow = sql.raw("viewer_row");
const viewerColumn = (column: AnyPgColumn) => sql`${viewerRow}.${sql.identifier(column.name)}`;
const constantFloat = (value: number) => sql.raw(`${value}::float8`);

/**
 * The viewer's side of the feed, derived once per statement from their row (`viewer`): the birth dates their age
 * range allows, the box and grid cells their distance reaches (or `wide` when there are too many cells or no
 * position), their own position, preference lists and normalised skills.
 */
export const viewerValues = sql`select ${viewerColumn(users.id)} as "viewerId",
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
      viewerSkillParams.map(
        (name, index) => sql`${viewerColumn(users.skillKeys)}[${constant(index + 1)}] as ${sql.identifier(name)}`,
      ),
      sql`, `,
    )},
    cardinality(${viewerColumn(users.skillKeys)}) as "viewerSkillCount",
    ${viewerColumn(users.skillKeys)} as "viewerSkillKeys",
    case when coalesce(${viewerColumn(users.degree)}, '') = '' then null else lower(btrim(${viewerColumn(users.degree)})) end as "viewerDegree",
    nullif(${viewerColumn(users.profession)}, '') as "viewerProfession"
  from viewer ${viewerRow}
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
  | ViewerSkillParam
  | "viewerSkillCount"
  | "viewerSkillKeys"
  | "viewerDegree"
  | "viewerProfession";
