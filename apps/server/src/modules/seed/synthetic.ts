import { GENDERS, PROFESSIONS, PROMPTS, SKILL_CATALOGUE } from "@devmatch/shared";
import type pg from "pg";
import { CITIES } from "./people.ts";
import { type Random, seededRandom } from "./random.ts";

const BATCH = 5_000;
const DEGREES = ["B.Tech", "B.E.", "M.Tech", "MCA", "B.Sc"];

/** Whom a member of each gender looks for: mostly the other gender, some the same, some anyone. */
function lookingFor(gender: string, roll: number): string[] {
  if (gender === "Other" || roll >= 0.93) return [...GENDERS];
  if (roll >= 0.86) return [gender];
  return [gender === "Male" ? "Female" : "Male"];
}

/**
 * Two answered prompts, picked by the member's number (not drawn from `random`, so the rest of the population is
 * the one earlier benchmark runs drew), as long as answers may be: cards carry them in full.
 */
function syntheticPrompts(index: number) {
  const first = PROMPTS[index % PROMPTS.length];
  const second = PROMPTS[(index * 7 + 3) % PROMPTS.length];
  const answer = `Synthetic answer ${index}: `.padEnd(200, "x");
  const picked = first?.id === second?.id ? [first] : [first, second];
  return JSON.stringify(picked.map((prompt) => ({ promptId: prompt?.id, answer })));
}

/**
 * The columns `SYNTHETIC_COLUMNS` names, for synthetic member `index`: a complete profile in one of the cities,
 * with realistic choices of whom they look for.
 */
export function syntheticRow(index: number, random: Random, year = new Date().getUTCFullYear()): unknown[] {
  const place = random.pick(CITIES);
  const gender = random.next() < 0.6 ? "Male" : random.next() < 0.93 ? "Female" : "Other";
  return [
    `synthetic-${index}@bench.devmatch.local`,
    `Member${index}`,
    "Synthetic",
    `${year - random.int(21, 45)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
    gender,
    place.latitude + (random.next() - 0.5) * 0.5,
    place.longitude + (random.next() - 0.5) * 0.5,
    random.pick(PROFESSIONS),
    random.pick(DEGREES),
    `{${random
      .sample(SKILL_CATALOGUE, random.int(3, 8))
      .map((skill) => `"${skill.label}"`)
      .join(",")}}`,
    new Date(Date.now() - random.int(0, 30 * 24 * 60) * 60_000).toISOString(),
    random.int(18, 25),
    random.int(35, 60),
    random.pick([50, 100, 250, 500]),
    `{${lookingFor(gender, random.next()).join(",")}}`,
    syntheticPrompts(index),
  ];
}

/** The users columns a synthetic row fills, in order, after the fixed ones (`SYNTHETIC_FIXED`). */
export const SYNTHETIC_COLUMNS = [
  "email",
  "first_name",
  "last_name",
  "date_of_birth",
  "gender",
  "latitude",
  "longitude",
  "profession",
  "degree",
  "skills",
  "last_active_at",
  "pref_age_min",
  "pref_age_max",
  "pref_distance_km",
  "pref_genders",
  "prompts",
] as const;
/** What every synthetic member shares: verified, onboarded, no usable password. */
export const SYNTHETIC_FIXED = {
  password_hash: "synthetic-no-login",
  is_verified: "t",
  onboarding_completed: "t",
  onboarding_step: "7",
  bio: "A synthetic member for load tests.",
  city: "Synthetic City",
  country: "India",
};

/**
 * Inserts `count` complete synthetic members with batched array inserts (no photos, an unusable password
 * hash), numbered from `firstIndex` so repeated runs add new members. For load tests and benchmarks.
 */
export async function insertSyntheticUsers(
  pool: pg.Pool,
  options: { count: number; firstIndex?: number; seed?: number },
) {
  const { count, firstIndex = 0 } = options;
  const random = seededRandom(options.seed ?? firstIndex + 1);
  const year = new Date().getUTCFullYear();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const columns = Array.from({ length: SYNTHETIC_COLUMNS.length }, () => [] as unknown[]);
    for (let offset = 0; offset < size; offset++) {
      for (const [column, value] of syntheticRow(firstIndex + start + offset, random, year).entries())
        columns[column]?.push(value);
    }
    await pool.query(
      `insert into users (email, password_hash, first_name, last_name, is_verified, onboarding_completed, onboarding_step, bio, city, country,
         date_of_birth, gender, latitude, longitude, profession, degree, skills, last_active_at, pref_age_min, pref_age_max, pref_distance_km,
         pref_genders, prompts)
       select e, 'synthetic-no-login', f, l, true, true, 7, 'A synthetic member for load tests.', 'Synthetic City', 'India',
         d::date, g, lat, lng, p, dg, s::text[], a::timestamptz, amin, amax, dist, pg_::text[], pr::jsonb
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::int[], $13::int[], $14::int[], $15::text[], $16::text[])
         as t(e, f, l, d, g, lat, lng, p, dg, s, a, amin, amax, dist, pg_, pr)`,
      columns,
    );
  }
}
