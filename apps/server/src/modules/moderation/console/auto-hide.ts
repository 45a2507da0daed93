import { AUTO_HIDE_REPORTER_MIN_AGE_HOURS, AUTO_HIDE_REPORTERS } from "@devmatch/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { reports, users } from "../../../db/schema.ts";
import { recordAction } from "./audit-log.ts";

const reporter = sql.identifier("reporter");

/**
 * How many different members reported `memberId` within the last day, counting only reporters whose account
 * is at least a day old and who have not been banned since: new or banned accounts cannot hide anyone.
 */
async function eligibleReporters(tx: Transaction, memberId: string) {
  const [row] = await tx
    .execute<{ reporters: number }>(sql`
    select count(distinct ${reports.reporterId})::int as reporters
    from ${reports} join ${users} ${reporter} on ${reporter}.id = ${reports.reporterId}
    where ${reports.reportedId} = ${memberId} and ${reports.status} = 'open'
      and ${reports.updatedAt} > now() - interval '1 day'
      and ${reporter}.created_at <= now() - make_interval(hours => ${AUTO_HIDE_REPORTER_MIN_AGE_HOURS})
      and ${reporter}.banned_at is null`)
    .then((result) => result.rows);
  return row?.reporters ?? 0;
}

/**
 * Takes a member out of feeds when enough different members report them within a day, until a moderator
 * decides; the queue shows them as hidden automatically.
 */
export async function hideIfReportedFast(tx: Transaction, { memberId }: { memberId: string }) {
  if ((await eligibleReporters(tx, memberId)) < AUTO_HIDE_REPORTERS) return false;
  const [hidden] = await tx
    .update(users)
    .set({ isHidden: true, hiddenAt: new Date() })
    .where(and(eq(users.id, memberId), eq(users.isHidden, false), eq(users.isSuspended, false)))
    .returning({ id: users.id });
  if (!hidden) return false;
  await recordAction(tx, {
    moderatorId: null,
    memberId,
    action: "auto_hide",
    reason: `Reported by ${AUTO_HIDE_REPORTERS} or more members within a day`,
  });
  return true;
}

/** A banned reporter's reports stop counting: members hidden by them come back when too few reports remain. */
export async function recountAutoHides(tx: Transaction, { bannedReporterId }: { bannedReporterId: string }) {
  const reported = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(reports, eq(reports.reportedId, users.id))
    .where(and(eq(reports.reporterId, bannedReporterId), eq(users.isHidden, true)));
  for (const { id } of reported) {
    if ((await eligibleReporters(tx, id)) < AUTO_HIDE_REPORTERS)
      await tx.update(users).set({ isHidden: false, hiddenAt: null }).where(eq(users.id, id));
  }
}
