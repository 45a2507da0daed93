import { FEED_PAGE_SIZE, type NetworkCard, type NetworkFeedPage, type NetworkGoal } from "@devmatch/shared";
import { inArray, type SQL, sql } from "drizzle-orm";
import { networkProfiles, type UserRow, users } from "../../db/schema.ts";
import { constant } from "../../db/sql-text.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { networkVisibleSql, partnerIdSql } from "../../policies/visibility.ts";
import { entitlementsOf } from "../plans/entitlements.ts";
import { photosByUser } from "../users/load.ts";
import { networkAllowance } from "./allowance.ts";
import { decodeNetworkCursor, encodeNetworkCursor } from "./cursor.ts";
import { type PairFacts, presentNetworkCard } from "./presenter.ts";
import { assertInNetwork, loadNetworkProfile } from "./profile.ts";
import { factsSql, fitSql, meetsMustHavesSql, sideColumns } from "./ranking.ts";

interface RankedRow extends Record<string, unknown> {
  id: string;
  fit: number;
  active_at: string;
  shared_goals: NetworkGoal[];
  cofounders: boolean;
  complementary_roles: boolean;
  shared_domains: string[];
  same_stage: boolean;
  shared_skills: string[];
  they_teach: string[];
  they_teach_verified: string[] | null;
  i_teach: string[];
  i_teach_verified: string[] | null;
  hours_gap: number;
  time_zone_gap: number | null;
}

/**
 * The candidates for `viewerId`, ranked, with the facts of each pair: listed in Network and visible to the
 * viewer (the one visibility policy), not yet swiped in Network, not already in a conversation with the viewer,
 * answering one of the viewer's goals, and meeting each side's must-haves. `only` narrows it to one member.
 */
function rankedCandidates(
  viewerId: string,
  options: { only?: string; after?: SQL; likedViewer?: boolean; limit?: number } = {},
): SQL {
  const viewer = sql`${viewerId}::uuid`;
  return sql`with me as (
      select ${sideColumns} from ${users} u join ${networkProfiles} np on np.user_id = u.id where u.id = ${viewer}
    ),
    c as (
      select ${sideColumns} from ${users} u join ${networkProfiles} np on np.user_id = u.id
      where u.id in (
        select ${users.id} from ${users}
        where ${users.id} <> ${viewer} and ${networkVisibleSql(viewer)}
          ${options.only ? sql`and ${users.id} = ${options.only}::uuid` : sql``}
          ${options.likedViewer ? sql`and ${users.id} in (select swiper_id from network_swipes where target_id = ${viewer} and action = 'like')` : sql``}
          and ${users.id} not in (select target_id from network_swipes where swiper_id = ${viewer})
          and ${users.id} not in (select ${partnerIdSql(viewer)} from matches
            where (matches.user_a = ${viewer} or matches.user_b = ${viewer}) and matches.ended_at is null)
      )
    ),
    ranked as (
      select c.id, to_char(c.last_active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as active_at,
        c.last_active_at, f.*, ${fitSql} as fit
      from me cross join c cross join lateral (${factsSql}) f
      where cardinality(f.shared_goals) > 0 and ${meetsMustHavesSql("me", "c")} and ${meetsMustHavesSql("c", "me")}
    )
    select * from ranked ${options.after ? sql`where ${options.after}` : sql``}
    order by fit desc, last_active_at desc, id
    limit ${constant(options.limit ?? FEED_PAGE_SIZE + 1)}`;
}

async function cardsFor(ctx: AppContext, viewer: UserRow, rows: RankedRow[]): Promise<NetworkCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, profiles, photos, mine] = await Promise.all([
    ctx.db.select().from(users).where(inArray(users.id, ids)),
    ctx.db.select().from(networkProfiles).where(inArray(networkProfiles.userId, ids)),
    photosByUser(ctx, { userIds: ids }),
    loadNetworkProfile(ctx, { userId: viewer.id }),
  ]);
  const memberOf = new Map(members.map((row) => [row.id, row]));
  const profileOf = new Map(profiles.map((row) => [row.userId, row]));
  return rows.flatMap((row) => {
    const member = memberOf.get(row.id);
    const profile = profileOf.get(row.id);
    if (!member || !profile || !mine) return [];
    return [presentNetworkCard({ member, profile, photos: photos.get(row.id) ?? [], mine, facts: factsOf(row) })];
  });
}

const factsOf = (row: RankedRow): PairFacts => ({
  fit: row.fit,
  sharedGoals: row.shared_goals,
  cofounders: row.cofounders,
  complementaryRoles: row.complementary_roles,
  sharedDomains: row.shared_domains,
  sameStage: row.same_stage,
  sharedSkills: row.shared_skills,
  theyTeach: row.they_teach,
  theyTeachVerified: row.they_teach_verified ?? [],
  iTeach: row.i_teach,
  iTeachVerified: row.i_teach_verified ?? [],
  hoursGap: row.hours_gap,
  timeZoneGap: row.time_zone_gap,
});

/** A page of the viewer's network deck (`GET /api/feed?mode=network`). */
export async function rankNetworkPage(
  ctx: AppContext,
  options: { viewer: UserRow; cursor?: string },
): Promise<NetworkFeedPage> {
  const { viewer } = options;
  assertInNetwork(viewer);
  if (!(await loadNetworkProfile(ctx, { userId: viewer.id }))) {
    throw new AppError("PROFILE_INCOMPLETE", "Fill in your network profile to see the network deck.");
  }
  const after = decodeNetworkCursor(options.cursor);
  const afterSql = after
    ? sql`(fit < ${after[0]} or (fit = ${after[0]} and (last_active_at < ${after[1]}::timestamptz
        or (last_active_at = ${after[1]}::timestamptz and id > ${after[2]}::uuid))))`
    : undefined;
  const result = await ctx.db.execute(rankedCandidates(viewer.id, { after: afterSql }));
  const rows = result.rows as RankedRow[];
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: await cardsFor(ctx, viewer, page),
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? encodeNetworkCursor([last.fit, last.active_at, last.id]) : null,
    allowance: await networkAllowance(ctx, { user: viewer }),
  };
}

/** One member's network card as the viewer's deck would show it, or null when the deck would not show them. */
export async function networkCardOf(
  ctx: AppContext,
  options: { viewer: UserRow; memberId: string },
): Promise<NetworkCard | null> {
  const result = await ctx.db.execute(rankedCandidates(options.viewer.id, { only: options.memberId }));
  const [card] = await cardsFor(ctx, options.viewer, result.rows as RankedRow[]);
  return card ?? null;
}

/**
 * Network likes waiting for the viewer (Who Liked Me in Network): members who liked them in Network and whom
 * the deck would show them, best fit first. Dating likes never appear here, nor network likes in the dating list.
 */
export async function listNetworkLikes(
  ctx: AppContext,
  options: { viewer: UserRow },
): Promise<{ data: NetworkCard[]; hiddenCount: number }> {
  const { viewer } = options;
  assertInNetwork(viewer);
  if (!(await loadNetworkProfile(ctx, { userId: viewer.id }))) return { data: [], hiddenCount: 0 };
  const result = await ctx.db.execute(rankedCandidates(viewer.id, { likedViewer: true, limit: 100 }));
  const cards = await cardsFor(ctx, viewer, result.rows as RankedRow[]);
  if (entitlementsOf(viewer, ctx.config.PRICING_MODE).networkSeeWhoLikedYou) return { data: cards, hiddenCount: 0 };
  return { data: [], hiddenCount: cards.length };
}

/** The ranking statement, for the test that holds it free of dating fields. */
export const networkRankingSql = (viewerId: string) => rankedCandidates(viewerId);
