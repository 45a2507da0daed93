import { COMPATIBILITY_WEIGHTS, type CompatibilityCriterion, VERIFIED_SHARED_SKILL_WEIGHT } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { EARTH_RADIUS_KM } from "../geo/reverse-geocode.ts";
import { constant, viewerSkillParams, viewerValue } from "./viewer-values.ts";
import { field, type RankingField } from "./window.ts";

type Criterion = { key: CompatibilityCriterion; applies: SQL; points: SQL; max: number };

/**
 * `computeCompatibility` (packages/shared) in SQL over a candidate row `c`, criterion by criterion with the same
 * weights and integer rounding, so the database can rank, page and render the card; a test holds the two to the
 * same numbers.
 */
function compatibilityCriteria(): Criterion[] {
  const w = COMPATIBILITY_WEIGHTS;
  const c = (key: RankingField) => field("c", key);
  // Skills are stored trimmed and unique ignoring case, so the overlap is how many of the viewer's (at most
  // `skillsMax`, one parameter each) normalised skills the candidate's lower-cased keys contain.
  const overlap = sql`(${sql.join(
    viewerSkillParams.map((name) => sql`coalesce((${viewerValue(name)}::text = any(${c("skillKeys")}))::int, 0)`),
    sql` + `,
  )})`;
  // Shared skills the candidate's GitHub repositories show count `VERIFIED_SHARED_SKILL_WEIGHT` times; most members
  // have none, so the second pass over the viewer's skills is skipped for them.
  const verified = sql`(case when cardinality(${c("githubSkillKeys")}) = 0 then 0 else ${sql.join(
    viewerSkillParams.map(
      (name) =>
        sql`coalesce((${viewerValue(name)}::text = any(${c("skillKeys")}) and ${viewerValue(name)}::text = any(${c("githubSkillKeys")}))::int, 0)`,
    ),
    sql` + `,
  )} end)`;
  const weighted = sql`(${overlap} + ${constant(VERIFIED_SHARED_SKILL_WEIGHT - 1)} * ${verified})`;
  const skillsPossible = sql`least(${viewerValue("viewerSkillCount")}::int, cardinality(${c("skillKeys")}))`;
  return [
    {
      key: "age",
      applies: sql`${c("dateOfBirth")} is not null`,
      points: sql`case when ${c("dateOfBirth")} between ${viewerValue("oldest")}::date and ${viewerValue("youngest")}::date then ${constant(w.age)} else 0 end`,
      max: w.age,
    },
    {
      key: "location",
      applies: sql`true`,
      points: sql`case when coalesce(${c("city")}, '') <> '' and coalesce(${c("country")}, '') <> '' then ${constant(w.location)} else 0 end`,
      max: w.location,
    },
    {
      key: "skills",
      applies: sql`${viewerValue("viewerSkillCount")}::int > 0 and cardinality(${c("skillKeys")}) > 0`,
      points: sql`least(${constant(w.skills)}, (2 * ${constant(w.skills)} * ${weighted} + ${skillsPossible}) / (2 * ${skillsPossible}))`,
      max: w.skills,
    },
    {
      key: "education",
      applies: sql`${viewerValue("viewerDegree")}::text is not null and coalesce(${c("degree")}, '') <> ''`,
      points: sql`case when lower(btrim(${c("degree")})) = ${viewerValue("viewerDegree")}::text then ${constant(w.education)} else 8 end`,
      max: w.education,
    },
    {
      key: "profession",
      applies: sql`${viewerValue("viewerProfession")}::text is not null and coalesce(${c("profession")}, '') <> ''`,
      points: sql`case when ${c("profession")} = ${viewerValue("viewerProfession")}::text then ${constant(w.profession)} else 5 end`,
      max: w.profession,
    },
    {
      key: "religion",
      applies: sql`cardinality(${viewerValue("religions")}::text[]) > 0`,
      points: sql`case when ${c("religion")} = any(${viewerValue("religions")}::text[]) then ${constant(w.religion)} else 0 end`,
      max: w.religion,
    },
  ];
}

/** The points a candidate earns and could earn, over the criteria that apply to the pair. */
export function compatibilityPoints(): { earned: SQL; possible: SQL } {
  const criteria = compatibilityCriteria();
  const sum = (part: (criterion: Criterion) => SQL) =>
    sql.join(
      criteria.map((criterion) => sql`(case when ${criterion.applies} then ${part(criterion)} else 0 end)`),
      sql` + `,
    );
  return { earned: sum((criterion) => criterion.points), possible: sum((criterion) => constant(criterion.max)) };
}

/**
 * The card's breakdown as JSON text: `{ points, max }` for each criterion that applies, in the shared order
 * (numbers only, so plain concatenation writes valid JSON).
 */
export function compatibilityBreakdownText(): SQL {
  const entries = compatibilityCriteria().map(
    ({ key, applies, points, max }) =>
      sql`case when ${applies} then ${sql.raw(`'"${key}":{"points":'`)} || (${points}) || ${sql.raw(`',"max":${max}}'`)} end`,
  );
  // array_to_string leaves out the criteria that do not apply (null entries).
  return sql`'{' || array_to_string(array[${sql.join(entries, sql`, `)}]::text[], ',') || '}'`;
}

/** Whole kilometres from the viewer to the member's public position, as `publicDistanceKm` computes them. */
export function publicDistanceSql(): SQL {
  const lat = field("c", "publicLatitude");
  const lng = field("c", "publicLongitude");
  const viewerLat = sql`${viewerValue("viewerLat")}::float8`;
  const viewerLng = sql`${viewerValue("viewerLng")}::float8`;
  const h = sql`power(sin(radians(${lat} - ${viewerLat}) / 2), 2) + cos(radians(${viewerLat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${viewerLng}) / 2), 2)`;
  return sql`floor(2 * ${constant(EARTH_RADIUS_KM)} * asin(sqrt(${h})) + 0.5)`;
}

/** The feed's order over a ranked row source. */
export const rankOrder = (alias: string) => {
  const at = sql.raw(alias);
  return sql`${at}.boosted desc, ${at}.super_liked desc, ${at}.score desc, ${at}.active_at desc, ${at}.id`;
};
