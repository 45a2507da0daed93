import { GENDERS, PROFESSIONS } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { constant } from "../../db/sql-text.ts";

/*
 * A member's profile bucket: gender × age band × profession, one small number. Like rates are counted per swiper
 * and bucket of the member swiped on (`like-rates.ts`), so the feed can ask "how often does this candidate like
 * people like the viewer?" without reading anyone's swipes at request time.
 */

/** Five-year bands from 25 (under 25 is band 0, 50 and over band 6); an unknown age is band 7. */
const AGE_BANDS = 8;
/** 1–14 for the listed professions, 0 for anything else. */
const PROFESSION_SLOTS = 16;

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/** The bucket of a member with these columns, as of `today` (a date). */
export function profileBucketSql(member: { gender: SQL; dateOfBirth: SQL; profession: SQL }, today: SQL): SQL {
  const gender = sql`coalesce(array_position(${textArray(GENDERS)}, ${member.gender}), 0)`;
  const band = sql`case when ${member.dateOfBirth} is null then ${constant(AGE_BANDS - 1)}
    else least(6, greatest(0, (date_part('year', age(${today}, ${member.dateOfBirth}))::int - 20) / 5)) end`;
  const profession = sql`coalesce(array_position(${textArray(PROFESSIONS)}, ${member.profession}), 0)`;
  return sql`((${gender} * ${constant(AGE_BANDS)} + ${band}) * ${constant(PROFESSION_SLOTS)} + ${profession})`;
}

/**
 * How many swipes a member's own like rate counts for against the prior (the rate everyone likes that bucket):
 * a member with few swipes is ranked near the prior, so new members are neither buried nor promoted on noise.
 */
export const LIKE_RATE_PRIOR_SWIPES = 10;
