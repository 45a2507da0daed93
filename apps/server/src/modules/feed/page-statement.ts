import { FEED_PAGE_SIZE } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { namedStatement } from "../../db/prepared.ts";
import { boosts, photos, swipes, users } from "../../db/schema.ts";
import { accountJson, liveSessionUser } from "../auth/sessions.ts";
import { swipesTodayColumns } from "../matching/allowance.ts";
import { type PhotoRef, type ProfileRow, profileColumns } from "../users/presenter.ts";
import { compatibilityPoints, rankOrder, snappedDistanceSql } from "./ranking-sql.ts";
import { constant, type FeedParams, param, viewerValue, viewerValues, withViewer } from "./viewer-values.ts";
import { field, listedMember, matchesViewer, rankingSelect, recentWindow } from "./window.ts";

const PRIORITY_LIMIT = 50;
/** Active boosts to consider at once; boosts last 30 minutes, so this is far above what is ever live. */
const BOOST_SCAN_LIMIT = 500;

/** The page's profiles as JSON objects: one value per row for the driver to read instead of one per column. */
const profileJson = sql`json_build_object(${sql.join(
  Object.entries(profileColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

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
          then null else ${snappedDistanceSql()} end as distance_km
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
    today as (
      select ${sql.join(
        Object.entries(swipesTodayColumns()).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
        sql`, `,
      )}
      from ${swipes}, ${withViewer} where ${swipes.swiperId} = ${viewerValue("viewerId")} and ${swipes.createdAt} >= ${param("since")}
    )
    select (select ${accountJson("signed_in")} from viewer signed_in) as account,
      today.swipes as "swipesToday", today."superLikes" as "superLikesToday",
      coalesce((
        select json_agg(card order by card.boosted desc, card."superLiked" desc, card.score desc, card."activeAt" desc, card.id)
        from (
          select page.id, ${profileJson} as profile, page.boosted, page.super_liked as "superLiked", page.score,
            to_char(page.active_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "activeAt",
            page.distance_km as "distanceKm",
            coalesce((
              select json_agg(json_build_object('id', ${photos.id}, 'position', ${photos.position}) order by ${photos.position})
              from ${photos} where ${photos.userId} = page.id
            ), '[]'::json) as photos
          from page join ${users} on ${users.id} = page.id
        ) card
      ), '[]'::json) as cards
    from today`;
}

/** A member on the page: the public profile, what placed them there, and their photos. */
export interface FeedCardRow {
  id: string;
  profile: ProfileRow;
  boosted: number;
  superLiked: number;
  score: number;
  activeAt: string;
  distanceKm: number | null;
  photos: PhotoRef[];
}
/**
 * The page's members in the feed's order (plus one past it, to tell whether another page follows), as one
 * JSON array the driver parses in one go, with the viewer's swipes today.
 */
interface FeedPageRow {
  /** The signed-in viewer's row, or null when the session is not live. */
  account: Record<string, unknown> | null;
  swipesToday: number;
  superLikesToday: number;
  cards: FeedCardRow[];
}

export const feedPageStatement = namedStatement<FeedPageRow, FeedParams>("feed_page", feedPageQuery());
