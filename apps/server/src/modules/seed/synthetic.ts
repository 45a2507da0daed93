import { GENDERS, PROFESSIONS, SKILL_CATALOGUE } from "@devmatch/shared";
import type pg from "pg";
import { CITIES } from "./people.ts";
import { seededRandom } from "./random.ts";

const BATCH = 5_000;
const DEGREES = ["B.Tech", "B.E.", "M.Tech", "MCA", "B.Sc"];

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
    const columns = Array.from({ length: 14 }, () => [] as unknown[]);
    for (let offset = 0; offset < size; offset++) {
      const index = firstIndex + start + offset;
      const place = random.pick(CITIES);
      const values = [
        `synthetic-${index}@bench.devmatch.local`,
        `Member${index}`,
        "Synthetic",
        `${year - random.int(21, 45)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
        random.pick(GENDERS),
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
      ];
      for (const [column, value] of values.entries()) columns[column]?.push(value);
    }
    await pool.query(
      `insert into users (email, password_hash, first_name, last_name, is_verified, onboarding_completed, onboarding_step, bio, city, country,
         date_of_birth, gender, latitude, longitude, profession, degree, skills, last_active_at, pref_age_min, pref_age_max, pref_distance_km)
       select e, 'synthetic-no-login', f, l, true, true, 7, 'A synthetic member for load tests.', 'Synthetic City', 'India',
         d::date, g, lat, lng, p, dg, s::text[], a::timestamptz, amin, amax, dist
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::int[], $13::int[], $14::int[])
         as t(e, f, l, d, g, lat, lng, p, dg, s, a, amin, amax, dist)`,
      columns,
    );
  }
}
