import { sql } from "drizzle-orm";
import { dailyPicks, swipes, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { blockedPairs, member } from "../../policies/visibility.ts";
import { type PickMember, stablePicks } from "./stable-picks.ts";

/** Rows written per statement. */
const WRITE_BATCH = 10_000;
/** Picks older than this are dropped when a new day's are written. */
const KEEP_DAYS = 2;

/** What the day's pass reads of every listed member. */
const pickColumns = {
  id: users.id,
  area: users.geoCell,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  religion: users.religion,
  profession: users.profession,
  degree: users.degree,
  city: users.city,
  country: users.country,
  skills: users.skills,
  githubSkillKeys: users.githubSkillKeys,
  latitude: users.latitude,
  longitude: users.longitude,
  publicLatitude: users.publicLatitude,
  publicLongitude: users.publicLongitude,
  prefGenders: users.prefGenders,
  prefAgeMin: users.prefAgeMin,
  prefAgeMax: users.prefAgeMax,
  prefDistanceKm: users.prefDistanceKm,
  prefReligions: users.prefReligions,
  prefProfessions: users.prefProfessions,
  prefDealbreakers: users.prefDealbreakers,
};

/**
 * Chooses the day's Most Compatible picks for every listed member (`stable-picks.ts`) and stores them for the
 * feed, which shows a pick first while the pair still fits and neither has swiped on the other. Pairs blocked
 * either way, or where either has already swiped on the other, are never paired. Returns what it did.
 */
export async function chooseMostCompatible(ctx: Pick<AppContext, "db">, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const started = Date.now();
  const members = (await ctx.db.select(pickColumns).from(users).where(member.listed)) as PickMember[];
  const index = new Map(members.map((entry, position) => [entry.id, position]));
  const closed = new Set<number>();
  const key = (i: number, j: number) => (i < j ? i * members.length + j : j * members.length + i);
  const close = (pair: { a: string; b: string }) => {
    const [i, j] = [index.get(pair.a), index.get(pair.b)];
    if (i !== undefined && j !== undefined) closed.add(key(i, j));
  };
  for (const pair of await blockedPairs(ctx)) close(pair);
  for (const pair of await ctx.db.select({ a: swipes.swiperId, b: swipes.targetId }).from(swipes)) close(pair);
  const loaded = Date.now();

  const pairs = stablePicks(members, {
    today: now,
    excluded: (i, j) => closed.has(key(i, j)),
    seed: Number(day.replaceAll("-", "")),
  });
  const matched = Date.now();

  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(dailyPicks)
      .where(sql`${dailyPicks.day} = ${day}::date or ${dailyPicks.day} < ${day}::date - ${KEEP_DAYS}::int`);
    const rows = pairs.flatMap(([a, b]) => [
      { userId: a, day, pickId: b },
      { userId: b, day, pickId: a },
    ]);
    for (let start = 0; start < rows.length; start += WRITE_BATCH) {
      const batch = rows.slice(start, start + WRITE_BATCH);
      await tx.execute(sql`insert into ${dailyPicks} (user_id, day, pick_id)
        select u, ${day}::date, p from unnest(${sql.param(batch.map((row) => row.userId))}::uuid[], ${sql.param(
          batch.map((row) => row.pickId),
        )}::uuid[]) as t(u, p)`);
    }
  });
  return {
    members: members.length,
    pairs: pairs.length,
    seconds: {
      load: (loaded - started) / 1000,
      match: (matched - loaded) / 1000,
      total: (Date.now() - started) / 1000,
    },
  };
}
