import type { MemberNotice } from "@devmatch/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { memberNotices, screeningFlags } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { notFound } from "../../../lib/errors.ts";
import { recordAction } from "./audit-log.ts";

/** What a moderator did about the member's profile that they have not seen yet. */
export async function unseenNotices(
  ctx: Pick<AppContext, "db">,
  { memberId }: { memberId: string },
): Promise<MemberNotice[]> {
  const rows = await ctx.db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.memberId, memberId), isNull(memberNotices.seenAt)))
    .orderBy(asc(memberNotices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function markNoticesSeen(ctx: Pick<AppContext, "db">, options: { memberId: string; ids: string[] }) {
  if (options.ids.length === 0) return;
  await ctx.db
    .update(memberNotices)
    .set({ seenAt: new Date() })
    .where(and(eq(memberNotices.memberId, options.memberId), inArray(memberNotices.id, options.ids)));
}

/** A screening flag a moderator has looked at leaves the queue. */
export async function reviewFlag(
  ctx: AppContext,
  options: { moderator: { id: string }; flagId: string; reason: string },
) {
  await ctx.db.transaction(async (tx) => {
    const [flag] = await tx
      .update(screeningFlags)
      .set({ reviewedAt: new Date() })
      .where(and(eq(screeningFlags.id, options.flagId), isNull(screeningFlags.reviewedAt)))
      .returning();
    if (!flag) throw notFound("There is no open flag with that id.");
    await recordAction(tx, {
      moderatorId: options.moderator.id,
      memberId: flag.memberId,
      action: "review_flag",
      reason: options.reason,
      details: { flagId: flag.id, kinds: flag.kinds },
    });
  });
}
