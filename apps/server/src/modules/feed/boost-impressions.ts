import { inArray, sql } from "drizzle-orm";
import { boostImpressions, boosts } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";

/**
 * Counts the viewer as reached by each running boost of the members on their feed page; a viewer counts once
 * per boost however often the card comes back.
 */
export async function recordBoostImpressions(ctx: AppContext, options: { viewerId: string; memberIds: string[] }) {
  if (options.memberIds.length === 0) return;
  await ctx.db.execute(sql`
    insert into ${boostImpressions} (${sql.identifier(boostImpressions.boostId.name)}, ${sql.identifier(boostImpressions.viewerId.name)})
    select ${boosts.id}, ${options.viewerId}::uuid from ${boosts}
    where ${inArray(boosts.userId, options.memberIds)} and ${boosts.startsAt} <= now() and ${boosts.endsAt} > now()
    on conflict do nothing`);
}
