import type { ModerationCase } from "@devmatch/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  appeals,
  moderationActions,
  photos,
  photoVerificationReviews,
  reports,
  screeningFlags,
  users,
} from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { notFound } from "../../../lib/errors.ts";
import { chatPhotoUrl } from "../../chat/photos.ts";
import { chatVoiceUrl } from "../../chat/voice-notes.ts";
import { photoUrl, presentPublicProfile } from "../../users/presenter.ts";
import { presentAction, presentMemberSummary } from "./presenter.ts";

/** How many of each reporter's decided reports led to an action: their record, beside what they report. */
async function reporterRecords(ctx: Pick<AppContext, "db">, reporterIds: string[]) {
  if (reporterIds.length === 0) return new Map<string, { upheld: number; decided: number }>();
  const rows = await ctx.db
    .select({
      reporterId: reports.reporterId,
      upheld: sql<number>`count(*) filter (where ${reports.status} = 'actioned')::int`,
      decided: sql<number>`count(*) filter (where ${reports.status} <> 'open')::int`,
    })
    .from(reports)
    .where(inArray(reports.reporterId, reporterIds))
    .groupBy(reports.reporterId);
  return new Map(rows.map((row) => [row.reporterId ?? "", { upheld: row.upheld, decided: row.decided }]));
}

/**
 * Everything a moderator needs to decide about a member: what others see of them, every photo (removed ones
 * too), each report with the conversation as it was when reported and the reporter's record, what moderators did
 * before, screening flags and appeals.
 */
export async function moderationCase(
  ctx: Pick<AppContext, "db">,
  { memberId }: { memberId: string },
): Promise<ModerationCase> {
  const [member] = await ctx.db.select().from(users).where(eq(users.id, memberId));
  if (!member) throw notFound("Member not found");
  const [photoRows, reportRows, actionRows, flagRows, appealRows, reviewRows] = await Promise.all([
    ctx.db.select().from(photos).where(eq(photos.userId, memberId)).orderBy(asc(photos.position)),
    ctx.db
      .select({ report: reports, reporterName: users.firstName })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .where(eq(reports.reportedId, memberId))
      .orderBy(desc(reports.createdAt)),
    ctx.db
      .select({ action: moderationActions, moderatorName: users.firstName })
      .from(moderationActions)
      .leftJoin(users, eq(users.id, moderationActions.moderatorId))
      .where(eq(moderationActions.memberId, memberId))
      .orderBy(desc(moderationActions.createdAt)),
    ctx.db
      .select()
      .from(screeningFlags)
      .where(eq(screeningFlags.memberId, memberId))
      .orderBy(desc(screeningFlags.createdAt)),
    ctx.db.select().from(appeals).where(eq(appeals.memberId, memberId)).orderBy(desc(appeals.createdAt)),
    ctx.db
      .select()
      .from(photoVerificationReviews)
      .where(and(eq(photoVerificationReviews.memberId, memberId), eq(photoVerificationReviews.status, "pending"))),
  ]);
  const review = reviewRows[0];
  const records = await reporterRecords(
    ctx,
    reportRows.flatMap(({ report }) => (report.reporterId ? [report.reporterId] : [])),
  );
  const onProfile = photoRows.filter((photo) => !photo.removedAt);
  return {
    profile: presentPublicProfile(member, onProfile, { surname: "full" }),
    member: {
      ...presentMemberSummary(member, photoRows),
      email: member.email,
      bio: member.bio,
      standingReason: member.standingReason,
      suspendedUntil: member.suspendedUntil?.toISOString() ?? null,
      hiddenAt: member.hiddenAt?.toISOString() ?? null,
      joinedAt: member.createdAt.toISOString(),
    },
    photos: photoRows.map((photo) => ({
      id: photo.id,
      url: photoUrl(photo.id),
      isPrimary: photo.id === onProfile[0]?.id,
      removedAt: photo.removedAt?.toISOString() ?? null,
      removedReason: photo.removedReason,
    })),
    photoVerification: {
      verified: member.photoVerifiedAt !== null,
      verifiedAt: member.photoVerifiedAt?.toISOString() ?? null,
      review: review
        ? {
            id: review.id,
            selfieUrl: review.selfieKey ? `/api/moderation/photo-verification/${review.id}/selfie` : null,
            requestedAt: review.createdAt.toISOString(),
          }
        : null,
    },
    reports: reportRows.map(({ report, reporterName }) => ({
      id: report.id,
      category: report.category,
      reason: report.reason,
      conversation: report.conversation.map((line) => ({
        fromReported: line.senderId === memberId,
        text: line.text,
        createdAt: line.createdAt,
        quote: line.quote ?? null,
        kind: line.kind ?? "text",
        photoUrl: line.photoId ? chatPhotoUrl(line.photoId) : null,
        voiceUrl: line.voiceId ? chatVoiceUrl(line.voiceId) : null,
        call: line.callOutcome ? { outcome: line.callOutcome, seconds: line.callSeconds ?? 0 } : null,
        reactions: (line.reactions ?? []).map((reaction) => ({
          fromReported: reaction.userId === memberId,
          emoji: reaction.emoji,
        })),
      })),
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      reporter:
        report.reporterId && reporterName
          ? {
              id: report.reporterId,
              firstName: reporterName,
              ...(records.get(report.reporterId) ?? { upheld: 0, decided: 0 }),
            }
          : null,
    })),
    actions: actionRows.map(({ action, moderatorName }) =>
      presentAction(
        action,
        action.moderatorId && moderatorName ? { id: action.moderatorId, firstName: moderatorName } : null,
      ),
    ),
    flags: flagRows.map((flag) => ({
      id: flag.id,
      source: flag.source,
      excerpt: flag.excerpt,
      kinds: flag.kinds,
      createdAt: flag.createdAt.toISOString(),
      reviewedAt: flag.reviewedAt?.toISOString() ?? null,
    })),
    appeals: appealRows.map((appeal) => ({
      id: appeal.id,
      text: appeal.text,
      createdAt: appeal.createdAt.toISOString(),
      answer: appeal.answer,
      answeredAt: appeal.answeredAt?.toISOString() ?? null,
    })),
  };
}
