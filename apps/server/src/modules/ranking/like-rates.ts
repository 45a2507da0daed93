import { sql } from "drizzle-orm";
import { bucketLikeRates, likeRates, likeRatesProgress, swipes, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { profileBucketSql } from "./buckets.ts";

/**
 * Swipes younger than this are left to the next run: a swipe's time is its transaction's start, so one committed
 * just after a run began could carry a time before the run's bound.
 */
const SETTLE_MS = 60_000;
/** One run at a time, across every server. */
const LOCK_ID = 727_017;

/**
 * Brings `like_rates` up to date from the swipes table: every member who swiped since the last run has their
 * counts per bucket of the members they swiped on counted again from all their swipes, and the per-bucket totals
 * (`bucket_like_rates`) move by the difference. The feed reads both (`feed-query.ts`); nothing reads swipes for
 * ranking at request time. Returns how many members were counted again.
 */
export async function countLikeRates(ctx: Pick<AppContext, "db">, options: { now?: Date } = {}) {
  const until = new Date((options.now ?? new Date()).getTime() - SETTLE_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ID})`);
    const [progress] = await tx.select().from(likeRatesProgress);
    const from = progress?.countedUntil.toISOString() ?? "-infinity";
    const changedIds = (
      await tx.execute<{ id: string }>(sql`select distinct ${swipes.swiperId} as id from ${swipes}
        where ${swipes.createdAt} > ${from}::timestamptz and ${swipes.createdAt} <= ${until}::timestamptz`)
    ).rows.map((row) => row.id);
    const changed = sql`(select unnest(${sql.param(changedIds)}::uuid[]))`;
    // Take their old counts out of the totals, count them again, and put the new ones in.
    await tx.execute(sql`with old as (
        delete from ${likeRates} where ${likeRates.swiperId} in ${changed}
        returning ${likeRates.bucket} as bucket, ${likeRates.likes} as likes, ${likeRates.seen} as seen
      )
      insert into ${bucketLikeRates} (bucket, likes, seen)
      select bucket, -sum(likes), -sum(seen) from old group by bucket
      on conflict (bucket) do update set likes = ${bucketLikeRates.likes} + excluded.likes,
        seen = ${bucketLikeRates.seen} + excluded.seen`);
    const bucket = profileBucketSql(
      { gender: sql`target.gender`, dateOfBirth: sql`target.date_of_birth`, profession: sql`target.profession` },
      sql`${until}::date`,
    );
    await tx.execute(sql`with fresh as (
        insert into ${likeRates} (swiper_id, bucket, likes, seen)
        select ${swipes.swiperId}, ${bucket}, count(*) filter (where ${swipes.action} in ('like', 'superlike')), count(*)
        from ${swipes} join ${users} target on target.id = ${swipes.targetId}
        where ${swipes.swiperId} in ${changed}
        group by 1, 2
        returning bucket, likes, seen
      )
      insert into ${bucketLikeRates} (bucket, likes, seen)
      select bucket, sum(likes), sum(seen) from fresh group by bucket
      on conflict (bucket) do update set likes = ${bucketLikeRates.likes} + excluded.likes,
        seen = ${bucketLikeRates.seen} + excluded.seen`);
    await tx
      .insert(likeRatesProgress)
      .values({ id: true, countedUntil: new Date(until) })
      .onConflictDoUpdate({ target: likeRatesProgress.id, set: { countedUntil: new Date(until) } });
    return { swipers: changedIds.length };
  });
}
