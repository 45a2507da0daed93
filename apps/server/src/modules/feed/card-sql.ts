import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { photos, users } from "../../db/schema.ts";
import { photoThumbUrl, photoUrl } from "../users/presenter.ts";
import { compatibilityBreakdownText } from "./ranking-sql.ts";
import { param, viewerValue } from "./viewer-values.ts";

/**
 * The card is written as JSON text by concatenation: numbers, booleans, ids and photo addresses need no
 * escaping, and only text a member wrote goes through `to_json`. (`json_build_object` looks up how to write
 * each of its arguments on every call, which for a card's hundred-odd values cost more than building the card.)
 */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
/** A value as JSON text, `null` included. */
const jsonOf = (value: SQL | AnyPgColumn) => sql`coalesce(to_json(${value})::text, 'null')`;
/** A number or boolean as JSON text. */
const plain = (value: SQL | AnyPgColumn) => sql`coalesce((${value})::text, 'null')`;
/** An object from `[key, JSON text]` pairs. */
const object = (fields: [string, SQL][]) =>
  sql
    .join(
      fields.map(([key, value], index) => sql`${literal(`${index === 0 ? "{" : ","}"${key}":`)} || ${value}`),
      sql` || `,
    )
    .append(sql` || '}'`);

/** A photo's address in SQL, built from the same function the presenters use. */
function photoAddress(address: (photoId: string) => string, photoId: SQL): SQL {
  const [before = "", after = ""] = address("\u0000").split("\u0000");
  return sql`${literal(before)} || ${photoId} || ${literal(after)}`;
}

/**
 * The member's photos as `presentPhotos` lists them (by position, the first primary) as JSON text, and the
 * primary photo's address, for a row source joined after `users`.
 */
export const cardPhotos = sql`lateral (
  select '[' || coalesce(string_agg(${object([
    ["id", sql`'"' || ranked_photo.id || '"'`],
    ["url", sql`'"' || ${photoAddress(photoUrl, sql`ranked_photo.id`)} || '"'`],
    ["thumbUrl", sql`'"' || ${photoAddress(photoThumbUrl, sql`ranked_photo.id`)} || '"'`],
    ["isPrimary", plain(sql`ranked_photo.place = 1`)],
  ])}, ',' order by ranked_photo.place), '') || ']' as list,
    min('"' || ${photoAddress(photoUrl, sql`ranked_photo.id`)} || '"') filter (where ranked_photo.place = 1) as primary_url
  from (
    select ${photos.id} as id, row_number() over (order by ${photos.position}) as place
    from ${photos} where ${photos.userId} = ${users.id}
  ) ranked_photo
) card_photos`;

/**
 * A deck card as JSON text, key for key what `presentFeedCard` makes of the same member (a test holds the two
 * equal), so the page leaves the database ready to send instead of being parsed and rebuilt. Reads the page
 * row `placed`, the member's `users` row, their ranking fields `c`, the viewer's values `v` and `card_photos`.
 */
export function feedCardText(placed: string): SQL {
  const at = sql.raw(placed);
  const sharedSkills = sql`array(
    select shared.skill from unnest(${users.skills}, ${users.skillKeys}) with ordinality as shared(skill, key, place)
    where shared.key = any(${viewerValue("viewerSkillKeys")}) order by shared.place
  )`;
  const verifiedSkills = sql`array(
    select verified.skill from unnest(${users.skills}, ${users.skillKeys}) with ordinality as verified(skill, key, place)
    where verified.key = any(${users.githubSkillKeys}) order by verified.place
  )`;
  return object([
    ["_id", sql`'"' || ${users.id} || '"'`],
    ["firstName", jsonOf(users.firstName)],
    ["lastName", jsonOf(users.lastName)],
    ["age", plain(sql`date_part('year', age(${param("today")}::date, ${users.dateOfBirth}))::int`)],
    ["gender", jsonOf(users.gender)],
    ["bio", jsonOf(users.bio)],
    ["profession", jsonOf(users.profession)],
    [
      "company",
      object([
        ["name", jsonOf(users.companyName)],
        ["position", jsonOf(users.companyPosition)],
      ]),
    ],
    [
      "education",
      object([
        ["college", jsonOf(users.college)],
        ["degree", jsonOf(users.degree)],
      ]),
    ],
    [
      "location",
      object([
        ["city", jsonOf(users.city)],
        ["state", jsonOf(users.state)],
        ["country", jsonOf(users.country)],
      ]),
    ],
    [
      "height",
      sql`coalesce(${object([
        ["feet", sql`${users.heightFeet}::text`],
        ["inches", sql`coalesce(${users.heightInches}, 0)::text`],
      ])}, 'null')`,
    ],
    ["religion", jsonOf(users.religion)],
    ["photos", sql`card_photos.list`],
    ["photoUrl", sql`coalesce(card_photos.primary_url, 'null')`],
    ["skills", jsonOf(users.skills)],
    ["verifiedSkills", jsonOf(verifiedSkills)],
    ["interests", jsonOf(users.interests)],
    ["socialLinks", sql`${users.socialLinks}::text`],
    ["isVerified", plain(users.isVerified)],
    [
      "compatibility",
      object([
        ["score", plain(sql`${at}.score`)],
        ["breakdown", compatibilityBreakdownText()],
      ]),
    ],
    ["sharedSkills", jsonOf(sharedSkills)],
    ["distanceKm", plain(sql`${at}.distance_km`)],
    ["superLikedYou", plain(sql`${at}.super_liked = 1`)],
    ["isBoosted", plain(sql`${at}.boosted = 1`)],
  ]);
}
