import { FEED_PAGE_SIZE } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { namedStatement } from "../../db/prepared.ts";
import { boosts, photos, swipes, users } from "../../db/schema.ts";
import { swipesTodayColumns } from "../matching/allowance.ts";
import { type PhotoRef, type ProfileRow, profileColumns, type UserRow } from "../users/presenter.ts";
import type { RankKey } from "./cursor.ts";
import { compatibilityPoints, rankOrder, snappedDistanceSql } from "./ranking-sql.ts";
import {
  constant,
  type FeedParams,
  feedParams,
  field,
  listedMember,
  matchesViewer,
  nearbyWindow,
  param,
  rankingSelect,
  wideWindow,
} from "./window.ts";

const PRIORITY_LIMIT = 50;
/** Active boosts to consider at once; boosts last 30 minutes, so this is far above what is ever live. */
const BOOST_SCAN_LIMIT = 500;

/** The page's profiles as JSON objects: one value per row for the driver to read instead of one per column. */
const profileJson = sql`json_build_object(${sql.join(
  Object.entries(profileColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})`;

/**
 * The whole feed page in one statement: the recent-activity window plus, wherever they are, boosted members and
 * members who super-liked the viewer; the compatibility score and the exact distance; the feed's order; the
 * page after the cursor; and the page's profiles and photos. Only the page leaves the database.
 */
function feedPageQuery(window: SQL): SQL {
  const { earned, possible } = compatibilityPoints();
  const rankTuple = sql`(boosted, super_liked, score, active_at)`;
  const afterTuple = sql`(${param("afterBoosted")}::int, ${param("afterSuperLiked")}::int, ${param("afterScore")}::int, ${param("afterActive")}::timestamptz)`;
  return sql`with recent as (${window}),
    boosted as (select ${boosts.userId} as id from ${boosts} where ${boosts.endsAt} > now() limit ${constant(BOOST_SCAN_LIMIT)}),
    super_likers as (
      select ${swipes.swiperId} as id from ${swipes}
      where ${swipes.targetId} = ${param("viewerId")} and ${swipes.action} = 'superlike' limit ${constant(PRIORITY_LIMIT)}
    ),
    candidates as (
      select * from recent
      union all
      select ${rankingSelect} from ${users}
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
        case when ${param("viewerLat")}::float8 is null or ${field("c", "latitude")} is null or ${field("c", "longitude")} is null
          then null else ${snappedDistanceSql()} end as distance_km
      from candidates c
      cross join lateral (select ${earned} as earned, ${possible} as possible) points
    ),
    page as (
      select * from ranked
      where (distance_km is null or distance_km <= ${param("maxKm")}::int)
        and (${param("afterId")}::uuid is null or ${rankTuple} < ${afterTuple}
          or (${rankTuple} = ${afterTuple} and id > ${param("afterId")}::uuid))
      order by ${rankOrder("ranked")} limit ${constant(FEED_PAGE_SIZE + 1)}
    ),
    today as (
      select ${sql.join(
        Object.entries(swipesTodayColumns()).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
        sql`, `,
      )}
      from ${swipes} where ${swipes.swiperId} = ${param("viewerId")} and ${swipes.createdAt} >= ${param("since")}
    )
    select today.swipes as "swipesToday", today."superLikes" as "superLikesToday",
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
type FeedPageRow = { swipesToday: number; superLikesToday: number; cards: FeedCardRow[] };

const nearbyFeedPage = namedStatement<FeedPageRow, FeedParams>("feed_page_nearby", feedPageQuery(nearbyWindow));
const wideFeedPage = namedStatement<FeedPageRow, FeedParams>("feed_page_wide", feedPageQuery(wideWindow));

/** The statement a viewer's feed runs and its values. */
export function feedPageStatement(viewer: UserRow, after: RankKey | null) {
  const params = feedParams(viewer, after);
  return { statement: params.cells.length > 0 ? nearbyFeedPage : wideFeedPage, params };
}
