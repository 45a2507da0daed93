import { desc, eq, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../../db/client.ts";
import { type MODERATION_ACTIONS, moderationActions, users } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { presentAction } from "./presenter.ts";

export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Writes one line of the audit log, inside the transaction that does what it records. */
export async function recordAction(
  tx: Transaction,
  entry: {
    moderatorId: string | null;
    memberId: string;
    action: ModerationAction;
    reason: string;
    reportId?: string;
    details?: Record<string, unknown>;
  },
) {
  const [row] = await tx.insert(moderationActions).values(entry).returning();
  if (!row) throw new Error("could not record a moderation action");
  return row;
}

const AUDIT_PAGE = 50;

/** The audit log, newest first, a page at a time (`before` is the last entry's time). */
export async function listAuditLog(ctx: Pick<AppContext, "db">, { before }: { before?: Date }) {
  const moderator = alias(users, "moderator");
  const member = alias(users, "member");
  const rows = await ctx.db
    .select({ action: moderationActions, moderatorName: moderator.firstName, memberName: member.firstName })
    .from(moderationActions)
    .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
    .leftJoin(member, eq(member.id, moderationActions.memberId))
    .where(before ? lt(moderationActions.createdAt, before) : undefined)
    .orderBy(desc(moderationActions.createdAt))
    .limit(AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    data: page.map(({ action, moderatorName, memberName }) => ({
      ...presentAction(
        action,
        action.moderatorId && moderatorName ? { id: action.moderatorId, firstName: moderatorName } : null,
      ),
      member: { id: action.memberId, firstName: memberName },
    })),
    nextBefore: rows.length > AUDIT_PAGE ? (page.at(-1)?.action.createdAt.toISOString() ?? null) : null,
  };
}
