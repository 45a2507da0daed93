import { FEED_PAGE_SIZE } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { namedStatement } from "../../db/prepared.ts";
import { boosts, swipes, users } from "../../db/schema.ts";
import { accountJson, liveSessionUser } from "../auth/sessions.ts";
import { swipesTodayColumns } from "../matching/allowance.ts";
import { cardPhotos, feedCardText } from "./card-sql.ts";
import type { RankKey } from "./cursor.ts";
import { compatibilityPoints, publicDistanceSql, rankOrder } from "./ranking-sql.ts";
import { constant, type FeedParams, param, viewerValue, viewerValues, withViewer } from "./viewer-values.ts";
import { field, listedMember, matchesViewer, rankingSelect, recentWindow } from "./window.ts";

const PRIORITY_LIMIT = 50;
/** Active boosts to consider at once; boosts last 30 minutes, so this is far above what is ever live. */
const BOOST_SCAN_LIMIT = 500;

/**
 * The whole feed page in one statement: the viewer behind the session token and what their row implies; the
 * recent-activity window plus, wherever they are, boosted members and members who super-liked the viewer; the
 * compatibility score and the exact distance; the feed's order; the page after the cursor; and the page's
 * profiles and photos. Only the viewer's row and the page leave the database, in one round trip.
 */
function feedPageQuery(): SQL {
  const { earned, possible } = compatibilityPoints();
  const rankTuple = sql`(boosted, super_liked, score, active_at)`;
  const afterTuple = sql`(${param("afterBoosted")}::int, ${param("afterSuperLiked")}::int, ${param("afterScore")}::int, ${param("afterActive")}::timestamptz)`;
  return sql`with viewer as (${liveSessionUser(param("tokenHash"))}),
    viewer_values as materialized (${viewerValues}),
    recent as (${recentWindow}),
    boosted as (select ${boosts.userId} as id from ${boosts} where ${boosts.endsAt} > now() limit ${constant(BOOST_SCAN_LIMIT)}),
    super_likers as (
      select ${swipes.swiperId} as id from ${swipes}, ${withViewer}
      where ${swipes.targetId} = ${viewerValue("viewerId")} and ${swipes.action} = 'superlike' limit ${constant(PRIORITY_LIMIT)}
    ),
    candidates as (
      select * from recent
      union all
      select ${rankingSelect} from ${users}, ${withViewer}
      where ${users.id} in (select id from boosted union select id from super_likers)
        and ${users.id} not in (select id from recent) and ${listedMember} and ${matchesViewer({ withinBox: true })}
    ),
    ranked as materialized (
      select c.id,
        (c.id in (select id from boosted))::int as boosted,
        (c.id in (select id from super_likers))::int as super_liked,
        -- Location always applies, so possible is never 0 (where the shared function falls back to its default).
        (200 * points.earned + points.possible) / (2 * points.possible) as score,
        ${field("c", "lastActiveAt")} as active_at,
        case when ${viewerValue("viewerLat")}::float8 is null or ${field("c", "latitude")} is null or ${field("c", "longitude")} is null
          then null else ${publicDistanceSql()} end as distance_km
      from candidates c
      cross join ${withViewer}
      cross join lateral (select ${earned} as earned, ${possible} as possible) points
    ),
    page as (
      select ranked.* from ranked, ${withViewer}
      where (distance_km is null or distance_km <= ${viewerValue("maxKm")}::int)
        and (${param("afterId")}::uuid is null or ${rankTuple} < ${afterTuple}
          or (${rankTuple} = ${afterTuple} and id > ${param("afterId")}::uuid))
      order by ${rankOrder("ranked")} limit ${constant(FEED_PAGE_SIZE + 1)}
    ),
    placed as (select page.*, row_number() over (order by ${rankOrder("page")}) as place from page),
    today as (
      select ${sql.join(
        Object.entries(swipesTodayColumns()).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
        sql`, `,
      )}
      from ${swipes}, ${withViewer} where ${swipes.swiperId} = ${viewerValue("viewerId")} and ${swipes.createdAt} >= ${param("since")}
    )
    select (select ${accountJson("signed_in")} from viewer signed_in) as account,
      today.swipes as "swipesToday", today."superLikes" as "superLikesToday",
      '[' || coalesce((
        select string_agg(${feedCardText("placed")}, ',' order by placed.place)
        from placed
        join ${users} on ${users.id} = placed.id
        cross join lateral (select ${rankingSelect}) c
        cross join ${withViewer}
        cross join ${cardPhotos}
        where placed.place <= ${constant(FEED_PAGE_SIZE)}
      ), '') || ']' as cards,
      (select array_agg(placed.id::text) from placed
        where placed.boosted = 1 and placed.place <= ${constant(FEED_PAGE_SIZE)}) as "boostedIds",
      (
        select json_build_array(placed.boosted, placed.super_liked, placed.score,
          to_char(placed.active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), placed.id)
        from placed where placed.place = ${constant(FEED_PAGE_SIZE)}
          and exists (select from placed past where past.place > ${constant(FEED_PAGE_SIZE)})
      ) as "nextKey"
    from today`;
}

/**
 * The viewer's row; the page's cards as JSON text, ready to send; the rank key of the page's last card when
 * another page follows; and the viewer's swipes today.
 */
interface FeedPageRow {
  /** The signed-in viewer's row, or null when the session is not live. */
  account: Record<string, unknown> | null;
  swipesToday: number;
  superLikesToday: number;
  cards: string;
  /** The page's members whose boost is running: each is counted as shown to the viewer. */
  boostedIds: string[] | null;
  nextKey: RankKey | null;
}

export const feedPageStatement = namedStatement<FeedPageRow, FeedParams>("feed_page", feedPageQuery());
