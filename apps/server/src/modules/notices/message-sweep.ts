import { sql } from "drizzle-orm";
import { matches, messageNotices, messages, pushSubscriptions, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { every } from "../../lib/periodic.ts";
import { memberAs, notBlockedSql } from "../../policies/visibility.ts";
import { sendNoticeEmail } from "./service.ts";

/** A message unread this long brings an email to a member who takes no push notifications. */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60_000;
/** Older unread messages are not worth an email any more. */
const LOOKBACK_MS = 2 * 86_400_000;

interface Waiting {
  matchId: string;
  lastSeq: number;
  memberId: string;
  memberEmail: string;
  memberName: string;
  senderId: string;
  senderName: string;
}

/**
 * Emails each member (who wants emails, has no push subscription and is under the hourly cap) about the first
 * conversation whose newest unread run started over 15 minutes ago and has not been emailed about yet.
 */
export async function emailUnreadMessages(ctx: AppContext, { now = new Date() }: { now?: Date } = {}) {
  const before = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS);
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const waiting = (
    await ctx.db.execute<Waiting & Record<string, unknown>>(sql`
    select m.match_id as "matchId", max(m.seq)::bigint as "lastSeq",
      r.id as "memberId", r.email as "memberEmail", r.first_name as "memberName",
      s.id as "senderId", s.first_name as "senderName"
    from ${messages} m
    join ${matches} mt on mt.id = m.match_id
    join ${users} s on s.id = m.sender_id
    join ${users} r on r.id = case when mt.user_a = m.sender_id then mt.user_b else mt.user_a end
    where m.read_at is null and m.created_at >= ${since.toISOString()}::timestamptz
      -- Only about a chat that is still open: a block, a suspension or an ended match since the message cancels it.
      and mt.ended_at is null and ${memberAs("r").inGoodStanding} and ${memberAs("s").inGoodStanding}
      and ${notBlockedSql(sql`s.id`, sql`r.id`)}
      and r.notify_messages and r.notify_by_email
      and not exists (select from ${pushSubscriptions} p where p.user_id = r.id)
      and not exists (select from ${messageNotices} n where n.user_id = r.id and n.match_id = m.match_id and n.last_seq >= m.seq)
    group by m.match_id, r.id, r.email, r.first_name, s.id, s.first_name
    having min(m.created_at) < ${before.toISOString()}::timestamptz
    limit 200`)
  ).rows;
  let sent = 0;
  for (const row of waiting) {
    const emailed = await sendNoticeEmail(ctx, {
      member: { id: row.memberId, email: row.memberEmail, firstName: row.memberName },
      kind: "message",
      actor: { id: row.senderId, firstName: row.senderName },
    });
    if (!emailed) continue;
    sent++;
    await ctx.db
      .insert(messageNotices)
      .values({ userId: row.memberId, matchId: row.matchId, lastSeq: Number(row.lastSeq) })
      .onConflictDoUpdate({
        target: [messageNotices.userId, messageNotices.matchId],
        set: { lastSeq: Number(row.lastSeq), sentAt: new Date() },
      });
  }
  return sent;
}

/** Runs the sweep every minute until the returned function is called. */
export const startMessageEmailSweep = (ctx: AppContext, { intervalMs = 60_000 }: { intervalMs?: number } = {}) =>
  every(ctx.log, { name: "the unread-message email sweep", intervalMs, task: () => emailUnreadMessages(ctx) });
