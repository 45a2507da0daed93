import { ageOn, type Dealbreaker } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { publicDistanceKmSql } from "../lib/distance.ts";

/*
 * Hard preferences hold both ways: a member is shown to a viewer only if the member fits every choice the viewer
 * made (gender, age range, distance, religion, profession) and the viewer fits the member's gender, age range and
 * distance, plus religion or profession where the member marked it a dealbreaker. Religion and profession are
 * otherwise one-way: a member who prefers Jain developers sees only them, but is still shown to others.
 *
 * The rule is written here once, as SQL for lists and as a check for a loaded row; the feed, boosts, super-liker
 * slots, suggestions, the widening counts, Most Compatible and the swipe all use it. Distance is always measured
 * as the card shows it (from the viewer's own position to the member's public one, `feed/distance.ts`), so the
 * rule reveals nothing more about where anyone is than the card does.
 */

/** One side of a pair in SQL: who they are. */
export interface SoughtSql {
  gender: SQL;
  religion: SQL;
  profession: SQL;
  /**
   * How their age is tested: their birth date against dates the seeker's range allows (cheap, when those were
   * worked out once for the seeker), or their age in whole years against the seeker's range.
   */
  birthDate?: SQL;
  age?: SQL;
  /** Whether their live selfie matched their photos (boolean); read where the seeker may ask for that. */
  photoVerified?: SQL;
}

/** The other side in SQL: what they look for. Lists are `text[]`; an empty list means anyone. */
export interface SeekerSql {
  genders: SQL;
  religions: SQL;
  professions: SQL;
  /** Which of religion and profession they hold others to (`text[]`). */
  dealbreakers: SQL;
  /** The oldest and youngest birth dates their range allows today, or the range itself in years. */
  bornFrom?: SQL;
  bornTo?: SQL;
  ageMin?: SQL;
  ageMax?: SQL;
  /** "Only show photo-verified members" (boolean): one-way, like religion and profession without a dealbreaker. */
  photoVerifiedOnly?: SQL;
}

function ageFitsSql(seeker: SeekerSql, sought: SoughtSql): SQL {
  if (seeker.bornFrom && seeker.bornTo && sought.birthDate)
    return sql`${sought.birthDate} between ${seeker.bornFrom} and ${seeker.bornTo}`;
  if (seeker.ageMin && seeker.ageMax && sought.age)
    return sql`${sought.age} between ${seeker.ageMin} and ${seeker.ageMax}`;
  throw new Error("An age test needs birth-date bounds and a birth date, or an age range and an age.");
}

const listAllows = (list: SQL, value: SQL) => sql`(cardinality(${list}) = 0 or ${value} = any(${list}))`;
const heldTo = (seeker: SeekerSql, dealbreaker: Dealbreaker) => sql`${dealbreaker}::text = any(${seeker.dealbreakers})`;

/** `sought` fits every choice `seeker` made, except distance: what a viewer's own deck is filtered by. */
export function fitsChoicesSql(seeker: SeekerSql, sought: SoughtSql): SQL {
  return sql`(${sought.gender} = any(${seeker.genders}) and ${ageFitsSql(seeker, sought)}
    and ${listAllows(seeker.religions, sought.religion)} and ${listAllows(seeker.professions, sought.profession)}${photoVerifiedFitsSql(seeker, sought)})`;
}

/** With "Only show photo-verified members", only members with the badge fit (where both sides say so). */
const photoVerifiedFitsSql = (seeker: SeekerSql, sought: SoughtSql): SQL =>
  seeker.photoVerifiedOnly && sought.photoVerified
    ? sql` and (not ${seeker.photoVerifiedOnly} or ${sought.photoVerified})`
    : sql``;

/**
 * `sought` fits what `member` holds others to, except distance: their gender and age range, and religion or
 * profession only where the member made it a dealbreaker.
 */
export function meetsDealbreakersSql(member: SeekerSql, sought: SoughtSql): SQL {
  return sql`(${sought.gender} = any(${member.genders}) and ${ageFitsSql(member, sought)}
    and (not ${heldTo(member, "religion")} or ${listAllows(member.religions, sought.religion)})
    and (not ${heldTo(member, "profession")} or ${listAllows(member.professions, sought.profession)}))`;
}

/** The distance rule: within both members' reach, or no distance at all (either without a position). */
export const withinBothReachesSql = (distanceKm: SQL, viewerMaxKm: SQL, memberMaxKm: SQL): SQL =>
  sql`(${distanceKm} is null or (${distanceKm} <= ${viewerMaxKm} and ${distanceKm} <= ${memberMaxKm}))`;

/** The columns of a `users` row under `alias`, as either side of the rule. */
export function sidesOf(alias: SQL, today: SQL) {
  const column = (name: string) => sql`${alias}.${sql.identifier(name)}`;
  const sought: SoughtSql = {
    gender: column("gender"),
    religion: column("religion"),
    profession: column("profession"),
    birthDate: column("date_of_birth"),
    age: sql`date_part('year', age(${today}, ${column("date_of_birth")}))::int`,
    photoVerified: sql`${column("photo_verified_at")} is not null`,
  };
  const seeker: SeekerSql = {
    genders: column("pref_genders"),
    religions: column("pref_religions"),
    professions: column("pref_professions"),
    dealbreakers: column("pref_dealbreakers"),
    ageMin: column("pref_age_min"),
    ageMax: column("pref_age_max"),
    photoVerifiedOnly: column("pref_photo_verified_only"),
  };
  return { sought, seeker, maxKm: column("pref_distance_km") };
}

/**
 * Both ways between two `users` rows under aliases, the distance measured as the viewer's card shows it. For
 * single checks; lists use the pieces above over values worked out once.
 */
export function fitBothWaysSql(options: { viewer: SQL; member: SQL; today: SQL }): SQL {
  const viewer = sidesOf(options.viewer, options.today);
  const member = sidesOf(options.member, options.today);
  const column = (alias: SQL, name: string) => sql`${alias}.${sql.identifier(name)}`;
  const distanceKm = publicDistanceKmSql({
    from: { lat: column(options.viewer, "latitude"), lng: column(options.viewer, "longitude") },
    to: { lat: column(options.member, "public_latitude"), lng: column(options.member, "public_longitude") },
    placed: sql`${column(options.viewer, "latitude")} is not null and ${column(options.viewer, "longitude")} is not null
      and ${column(options.member, "latitude")} is not null and ${column(options.member, "longitude")} is not null`,
  });
  return sql`(${fitsChoicesSql(viewer.seeker, member.sought)} and ${meetsDealbreakersSql(member.seeker, viewer.sought)}
    and ${withinBothReachesSql(distanceKm, viewer.maxKm, member.maxKm)})`;
}

// ---------------------------------------------------------------------------------------------------------------
// The same rule for loaded rows.

export interface PreferenceFields {
  gender: string | null;
  dateOfBirth: string | null;
  religion: string | null;
  profession: string | null;
  prefGenders: string[];
  prefAgeMin: number;
  prefAgeMax: number;
  prefDistanceKm: number;
  prefReligions: string[];
  prefProfessions: string[];
  prefDealbreakers: string[];
  /** Their age today when the caller has worked it out already (a job checking millions of pairs). */
  age?: number | null;
}

const allows = (list: string[], value: string | null) => list.length === 0 || (value !== null && list.includes(value));
function genderAndAgeFit(seeker: PreferenceFields, sought: PreferenceFields, today: Date) {
  if (sought.gender === null || !seeker.prefGenders.includes(sought.gender)) return false;
  const age =
    sought.age !== undefined ? sought.age : sought.dateOfBirth === null ? null : ageOn(sought.dateOfBirth, today);
  return age !== null && age >= seeker.prefAgeMin && age <= seeker.prefAgeMax;
}

export const fitsChoices = (seeker: PreferenceFields, sought: PreferenceFields, today = new Date()) =>
  genderAndAgeFit(seeker, sought, today) &&
  allows(seeker.prefReligions, sought.religion) &&
  allows(seeker.prefProfessions, sought.profession);

export const meetsDealbreakers = (member: PreferenceFields, sought: PreferenceFields, today = new Date()) =>
  genderAndAgeFit(member, sought, today) &&
  (!member.prefDealbreakers.includes("religion") || allows(member.prefReligions, sought.religion)) &&
  (!member.prefDealbreakers.includes("profession") || allows(member.prefProfessions, sought.profession));

/** Whether `member` may be shown to `viewer`, at `distanceKm` as the viewer's card would show it. */
export function fitBothWays(
  viewer: PreferenceFields,
  member: PreferenceFields,
  options: { distanceKm: number | null; today?: Date },
): boolean {
  const { distanceKm, today = new Date() } = options;
  const reach = distanceKm === null || (distanceKm <= viewer.prefDistanceKm && distanceKm <= member.prefDistanceKm);
  return reach && fitsChoices(viewer, member, today) && meetsDealbreakers(member, viewer, today);
}
