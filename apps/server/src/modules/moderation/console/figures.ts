import type { ModerationFigures } from "@devmatch/shared";
import { sql } from "drizzle-orm";
import { appeals, moderationActions, reports } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";

/** The console's figures: what waits now, and the last 7 days' pace and actions. */
export async function moderationFigures(ctx: Pick<AppContext, "db">): Promise<ModerationFigures> {
  const week = sql`now() - interval '7 days'`;
  const [[reportFigures], byKind, [appealFigures]] = await Promise.all([
    ctx.db
      .select({
        open: sql<number>`count(*) filter (where ${reports.status} = 'open')::int`,
        medianHours: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by extract(epoch from ${reports.resolvedAt} - ${reports.createdAt}))
          filter (where ${reports.resolvedAt} is not null and ${reports.createdAt} > ${week})) / 3600`,
      })
      .from(reports),
    ctx.db
      .select({ action: moderationActions.action, count: sql<number>`count(*)::int` })
      .from(moderationActions)
      .where(sql`${moderationActions.createdAt} > ${week}`)
      .groupBy(moderationActions.action),
    ctx.db
      .select({
        open: sql<number>`count(*) filter (where ${appeals.answeredAt} is null)::int`,
        answered: sql<number>`count(*) filter (where ${appeals.answeredAt} > ${week})::int`,
      })
      .from(appeals),
  ]);
  const actionsByKind = Object.fromEntries(byKind.map((row) => [row.action, row.count]));
  const median = reportFigures?.medianHours;
  return {
    openReports: reportFigures?.open ?? 0,
    medianHoursToAction: median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
    actionsByKind,
    autoHides: actionsByKind.auto_hide ?? 0,
    appeals: { open: appealFigures?.open ?? 0, answered: appealFigures?.answered ?? 0 },
  };
}
