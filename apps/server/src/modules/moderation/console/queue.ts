import { type ModerationQueueItem, REPORT_SEVERITY, type ReportCategory } from "@devmatch/shared";
import { sql } from "drizzle-orm";
import { appeals, photoVerificationReviews, reports, screeningFlags, users } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { photosByUser } from "../../users/load.ts";
import { presentMemberSummary, standingOf } from "./presenter.ts";

interface Waiting {
  memberId: string;
  openReports: number;
  categories: ReportCategory[] | null;
  oldestOpenAt: string;
  openFlags: number;
  openAppeal: boolean;
  verificationReview: boolean;
}

/** Members with anything waiting for a moderator: those with no report (a flag, an appeal) come after. */
const NOTHING_REPORTED = 9;

/**
 * Everything waiting for a moderator, one entry per member: open reports, screening flags and appeals. Most
 * serious report first (underage, harassment, then the rest), then the longest waiting.
 */
export async function moderationQueue(ctx: Pick<AppContext, "db">): Promise<ModerationQueueItem[]> {
  const { rows } = await ctx.db.execute<Waiting & Record<string, unknown>>(sql`
    with waiting as (
      select ${reports.reportedId} as member_id, ${reports.category}::text as category, ${reports.createdAt} as since,
        'report' as kind from ${reports} where ${reports.status} = 'open'
      union all
      select ${screeningFlags.memberId}, null, ${screeningFlags.createdAt}, 'flag' from ${screeningFlags}
      where ${screeningFlags.reviewedAt} is null
      union all
      select ${appeals.memberId}, null, ${appeals.createdAt}, 'appeal' from ${appeals} where ${appeals.answeredAt} is null
      union all
      select ${photoVerificationReviews.memberId}, null, ${photoVerificationReviews.createdAt}, 'verification'
      from ${photoVerificationReviews} where ${photoVerificationReviews.status} = 'pending'
    )
    select member_id as "memberId",
      count(*) filter (where kind = 'report')::int as "openReports",
      array_agg(distinct category) filter (where category is not null) as categories,
      to_char(min(since) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "oldestOpenAt",
      count(*) filter (where kind = 'flag')::int as "openFlags",
      bool_or(kind = 'appeal') as "openAppeal",
      bool_or(kind = 'verification') as "verificationReview"
    from waiting group by member_id
    limit 500`);
  const memberIds = rows.map((row) => row.memberId);
  if (memberIds.length === 0) return [];
  const members = await ctx.db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.param(memberIds)}::uuid[])`);
  const photos = await photosByUser(ctx, { userIds: memberIds });
  const byId = new Map(members.map((member) => [member.id, member]));
  const severityOf = (item: Waiting) =>
    Math.min(NOTHING_REPORTED, ...(item.categories ?? []).map((category) => REPORT_SEVERITY[category]));
  return rows
    .flatMap((row) => {
      const member = byId.get(row.memberId);
      if (!member) return [];
      const categories = [...(row.categories ?? [])].sort((a, b) => REPORT_SEVERITY[a] - REPORT_SEVERITY[b]);
      return [
        {
          severity: severityOf(row),
          item: {
            member: presentMemberSummary(member, photos.get(member.id) ?? []),
            openReports: row.openReports,
            categories,
            oldestOpenAt: row.oldestOpenAt,
            autoHidden: standingOf(member) === "hidden",
            openFlags: row.openFlags,
            openAppeal: row.openAppeal,
            photoVerificationReview: row.verificationReview,
            fakeProfileOnVerified: member.photoVerifiedAt !== null && categories.includes("fake_profile"),
          },
        },
      ];
    })
    .sort((a, b) => a.severity - b.severity || a.item.oldestOpenAt.localeCompare(b.item.oldestOpenAt))
    .map(({ item }) => item);
}
