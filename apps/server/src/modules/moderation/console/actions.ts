import { MODERATION_EVIDENCE_DAYS } from "@devmatch/shared";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { memberNotices, photos, reports, type UserRow, users } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { liveChatsOf, takeOutOfCirculation } from "../../../policies/circulation.ts";
import { endCallsOfMatches } from "../../calls/service.ts";
import { removeVoiceFile } from "../../starters/voice.ts";
import { recordAction } from "./audit-log.ts";
import { recountAutoHides } from "./auto-hide.ts";
import { forgetBannedIdentities, rememberBannedIdentities } from "./ban-evasion.ts";

type Moderator = Pick<UserRow, "id">;

/** The member a moderator acts on, locked for the action; a moderator does not act on themselves. */
async function lockMember(tx: Transaction, { moderator, memberId }: { moderator: Moderator; memberId: string }) {
  if (memberId === moderator.id) throw new AppError("VALIDATION_ERROR", "userId: Another moderator decides about you.");
  const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for("update");
  if (!member) throw notFound("Member not found");
  return member;
}

/** Every open report about the member is answered by this action. */
async function closeReports(tx: Transaction, { memberId, moderatorId }: { memberId: string; moderatorId: string }) {
  await tx
    .update(reports)
    .set({ status: "actioned", resolvedAt: new Date(), resolvedBy: moderatorId })
    .where(and(eq(reports.reportedId, memberId), eq(reports.status, "open")));
}

export async function dismissReport(
  ctx: AppContext,
  options: { moderator: Moderator; reportId: string; reason: string },
) {
  const { moderator, reportId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .update(reports)
      .set({ status: "dismissed", resolvedAt: new Date(), resolvedBy: moderator.id })
      .where(and(eq(reports.id, reportId), eq(reports.status, "open")))
      .returning();
    if (!report) throw notFound("There is no open report with that id.");
    await recordAction(tx, {
      moderatorId: moderator.id,
      memberId: report.reportedId,
      action: "dismiss",
      reason,
      reportId,
    });
    // A hide that waited on this report is decided by it.
    await unhideIfCleared(tx, { memberId: report.reportedId });
  });
}

/** Takes the automatic hide off a member once no open report is left about them. */
async function unhideIfCleared(tx: Transaction, { memberId }: { memberId: string }) {
  await tx
    .update(users)
    .set({ isHidden: false, hiddenAt: null })
    .where(
      and(
        eq(users.id, memberId),
        eq(users.isHidden, true),
        sql`not exists (select from ${reports} where ${reports.reportedId} = ${memberId} and ${reports.status} = 'open')`,
      ),
    );
}

/** A warning the member reads on their next visit. */
export async function warnMember(ctx: AppContext, options: { moderator: Moderator; memberId: string; reason: string }) {
  const { moderator, memberId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, { moderator, memberId });
    const action = await recordAction(tx, { moderatorId: moderator.id, memberId, action: "warn", reason });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "warning", reason });
    await closeReports(tx, { memberId, moderatorId: moderator.id });
    await unhideIfCleared(tx, { memberId });
  });
}

/** Takes a photo off the profile: kept as evidence, shown to no one else, and the member is told which and why. */
export async function removePhoto(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; photoId: string; reason: string },
) {
  const { moderator, memberId, photoId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, { moderator, memberId });
    const [photo] = await tx
      .update(photos)
      .set({ removedAt: new Date(), removedReason: reason })
      .where(and(eq(photos.id, photoId), eq(photos.userId, memberId), isNull(photos.removedAt)))
      .returning({ id: photos.id });
    if (!photo) throw notFound("That member has no such photo on their profile.");
    const action = await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "remove_photo",
      reason,
      details: { photoId },
    });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "photo_removed", reason });
  });
}

/** Empties the bio; what it said stays in the audit log as evidence. */
export async function removeBio(ctx: AppContext, options: { moderator: Moderator; memberId: string; reason: string }) {
  const { moderator, memberId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    if (!member.bio) throw new AppError("VALIDATION_ERROR", "That member has no bio to remove.");
    await tx.update(users).set({ bio: null, updatedAt: new Date() }).where(eq(users.id, memberId));
    const action = await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "remove_bio",
      reason,
      details: { bio: member.bio },
    });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "bio_removed", reason });
  });
}

/** Takes one prompt answer off the profile; the answer stays in the audit log as evidence. */
export async function removePrompt(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; promptId: string; reason: string },
) {
  const { moderator, memberId, promptId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    const removed = member.prompts.find((prompt) => prompt.promptId === promptId);
    if (!removed) throw new AppError("VALIDATION_ERROR", "That member has not answered that prompt.");
    const prompts = member.prompts.filter((prompt) => prompt.promptId !== promptId);
    await tx.update(users).set({ prompts, updatedAt: new Date() }).where(eq(users.id, memberId));
    const action = await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "remove_prompt",
      reason,
      details: { prompt: removed },
    });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "prompt_removed", reason });
  });
}

/** Takes the code card off the profile; its code stays in the audit log as evidence. */
export async function removeCodeCard(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; reason: string },
) {
  const { moderator, memberId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    if (!member.codeCard) throw new AppError("VALIDATION_ERROR", "That member has no code card to remove.");
    await tx.update(users).set({ codeCard: null, updatedAt: new Date() }).where(eq(users.id, memberId));
    const action = await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "remove_code_card",
      reason,
      details: { codeCard: member.codeCard },
    });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "code_card_removed", reason });
  });
}

/**
 * Takes the voice prompt off the profile and deletes its file (a recording is not kept as evidence); its length
 * and transcript stay in the audit log.
 */
export async function removeVoicePromptOf(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; reason: string },
) {
  const { moderator, memberId, reason } = options;
  const removed = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    if (!member.voicePrompt) throw new AppError("VALIDATION_ERROR", "That member has no voice prompt to remove.");
    await tx.update(users).set({ voicePrompt: null, updatedAt: new Date() }).where(eq(users.id, memberId));
    const action = await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "remove_voice_prompt",
      reason,
      details: { voicePrompt: member.voicePrompt },
    });
    await tx.insert(memberNotices).values({ memberId, actionId: action.id, kind: "voice_prompt_removed", reason });
    return member.voicePrompt;
  });
  await removeVoiceFile(ctx, removed);
}

const DAY_MS = 86_400_000;

/**
 * Suspends for `days` or bans, through the visibility policy: the member's standing changes in one transaction,
 * then every session ends, every socket closes and every chat with them closes on the partner's screen.
 */
async function sanction(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; reason: string } & ({ days: number } | { ban: true }),
) {
  const { moderator, memberId, reason } = options;
  const chats = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    const now = new Date();
    const standing =
      "ban" in options
        ? { bannedAt: now, suspendedUntil: null }
        : { bannedAt: null, suspendedUntil: new Date(now.getTime() + options.days * DAY_MS) };
    await tx
      .update(users)
      .set({ isSuspended: true, standingReason: reason, isHidden: false, hiddenAt: null, ...standing })
      .where(eq(users.id, memberId));
    await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: "ban" in options ? "ban" : "suspend",
      reason,
      details: "ban" in options ? {} : { days: options.days, until: standing.suspendedUntil?.toISOString() },
    });
    await closeReports(tx, { memberId, moderatorId: moderator.id });
    if ("ban" in options) {
      await rememberBannedIdentities(tx, { member });
      // Reports this member made no longer count towards hiding anyone.
      await recountAutoHides(tx, { bannedReporterId: memberId });
    }
    return liveChatsOf({ db: tx }, { userId: memberId });
  });
  // A call the member is on ends at once for the other end too, as closed, before the member's sockets drop
  // (a dropped socket would end it as a plain hang-up).
  await endCallsOfMatches(ctx, { matchIds: chats.map((chat) => chat.matchId), reason: "closed" });
  await takeOutOfCirculation(ctx, { userId: memberId, chats });
}

export const suspendMember = (
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; days: number; reason: string },
) => sanction(ctx, options);

export const banMember = (ctx: AppContext, options: { moderator: Moderator; memberId: string; reason: string }) =>
  sanction(ctx, { ...options, ban: true });

/** Lifts a suspension, a ban or an automatic hide: the member is back as before, and may come back with their email. */
export async function liftSanction(
  ctx: AppContext,
  options: { moderator: Moderator; memberId: string; reason: string },
) {
  const { moderator, memberId, reason } = options;
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, { moderator, memberId });
    if (!member.isSuspended && !member.isHidden)
      throw new AppError("CONFLICT", "That member is not suspended, banned or hidden.");
    await tx
      .update(users)
      .set({
        isSuspended: false,
        suspendedUntil: null,
        bannedAt: null,
        standingReason: null,
        isHidden: false,
        hiddenAt: null,
      })
      .where(eq(users.id, memberId));
    await recordAction(tx, { moderatorId: moderator.id, memberId, action: "lift", reason });
    if (member.bannedAt) await forgetBannedIdentities(tx, { memberId });
  });
}

/** Evidence of dismissed reports is kept for the period the privacy policy names, then emptied. */
export async function purgeDismissedEvidence(ctx: Pick<AppContext, "db">) {
  const before = new Date(Date.now() - MODERATION_EVIDENCE_DAYS * DAY_MS);
  const purged = await ctx.db
    .update(reports)
    .set({ conversation: [], reason: "(removed after the retention period)" })
    .where(
      and(
        eq(reports.status, "dismissed"),
        lte(reports.resolvedAt, before),
        sql`${reports.conversation} <> '[]'::jsonb`,
      ),
    )
    .returning({ id: reports.id });
  return purged.length;
}
