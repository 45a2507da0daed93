import { z } from "zod";
import { CALL_OUTCOMES, MESSAGE_KINDS, REPORT_CATEGORIES } from "../chat/limits.ts";
import { publicProfileSchema } from "../profile/index.ts";
import { multiLine } from "../text.ts";
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, SUSPENSION_MAX_DAYS } from "./constants.ts";

/** Most serious first: the queue's order. */
export const REPORT_SEVERITY: Record<(typeof REPORT_CATEGORIES)[number], number> = {
  underage: 0,
  harassment: 1,
  fake_profile: 2,
  spam: 2,
  other: 2,
};

export const MEMBER_STANDINGS = ["active", "paused", "hidden", "suspended", "banned"] as const;
export type MemberStanding = (typeof MEMBER_STANDINGS)[number];

/** Trimmed text of `min` to `max` characters that may span lines, named in its errors. */
const writing = (label: string, min: number, max: number) =>
  multiLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(min, `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );
const reasonSchema = writing("The reason", 3, 1000);
export const moderationReasonBodySchema = z.object({ reason: reasonSchema }).strict();
export const suspendBodySchema = z
  .object({
    days: z
      .number({ error: "days must be a number of days" })
      .int("days must be a whole number")
      .min(1, "days must be at least 1")
      .max(SUSPENSION_MAX_DAYS, `days must be at most ${SUSPENSION_MAX_DAYS}; longer is a ban`),
    reason: reasonSchema,
  })
  .strict();
export const answerAppealBodySchema = z.object({ answer: writing("The answer", 3, 2000), lift: z.boolean() }).strict();
export const appealBodySchema = z
  .object({ token: z.string().min(10).max(500), text: writing("Your appeal", APPEAL_TEXT_MIN, APPEAL_TEXT_MAX) })
  .strict();
export type AppealBody = z.input<typeof appealBodySchema>;

const memberSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  standing: z.enum(MEMBER_STANDINGS),
  /** Holds the "Photo verified" badge. */
  photoVerified: z.boolean(),
});

export const moderationQueueItemSchema = z.object({
  member: memberSummarySchema,
  openReports: z.number().int(),
  /** The open reports' categories, most serious first. */
  categories: z.array(z.enum(REPORT_CATEGORIES)),
  oldestOpenAt: z.string(),
  autoHidden: z.boolean(),
  openFlags: z.number().int(),
  openAppeal: z.boolean(),
  /** The member asked a moderator to compare their selfie with their photos. */
  photoVerificationReview: z.boolean(),
  /** An open "fake profile" report about a member who holds the "Photo verified" badge. */
  fakeProfileOnVerified: z.boolean(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationFiguresSchema = z.object({
  openReports: z.number().int(),
  /** Over the last 7 days, from a report to the first moderator action on it; null with none yet. */
  medianHoursToAction: z.number().nullable(),
  actionsByKind: z.record(z.string(), z.number().int()),
  autoHides: z.number().int(),
  appeals: z.object({ open: z.number().int(), answered: z.number().int() }),
});
export type ModerationFigures = z.infer<typeof moderationFiguresSchema>;

export const moderationQueueResponseSchema = z.object({
  data: z.array(moderationQueueItemSchema),
  figures: moderationFiguresSchema,
});

const conversationLineSchema = z.object({
  fromReported: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  /** The text this line replied to, when it was a reply. */
  quote: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /** A photo line's photo, for moderators, while it exists. */
  photoUrl: z.string().nullable(),
  /** A voice note line's recording, for moderators, while it exists. */
  voiceUrl: z.string().nullable(),
  call: z.object({ outcome: z.enum(CALL_OUTCOMES), seconds: z.number().int() }).nullable(),
  reactions: z.array(z.object({ fromReported: z.boolean(), emoji: z.string() })),
});

export const caseReportSchema = z.object({
  id: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  reason: z.string(),
  conversation: z.array(conversationLineSchema),
  status: z.enum(["open", "dismissed", "actioned"]),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** Null once the reporter has left; `upheld` of `decided` of their reports led to an action. */
  reporter: z
    .object({ id: z.string(), firstName: z.string(), upheld: z.number().int(), decided: z.number().int() })
    .nullable(),
});

export const caseActionSchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string(),
  moderator: z.object({ id: z.string(), firstName: z.string() }).nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()),
});

export const moderationCaseSchema = z.object({
  /** The member's profile as other members see it. */
  profile: publicProfileSchema,
  member: memberSummarySchema.extend({
    email: z.string(),
    bio: z.string().nullable(),
    standingReason: z.string().nullable(),
    suspendedUntil: z.string().nullable(),
    hiddenAt: z.string().nullable(),
    joinedAt: z.string(),
  }),
  photos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      isPrimary: z.boolean(),
      removedAt: z.string().nullable(),
      removedReason: z.string().nullable(),
    }),
  ),
  /** The badge, and a review the member asked for: the selfie (kept only while pending) beside the photos. */
  photoVerification: z.object({
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    review: z.object({ id: z.string(), selfieUrl: z.string().nullable(), requestedAt: z.string() }).nullable(),
  }),
  reports: z.array(caseReportSchema),
  actions: z.array(caseActionSchema),
  flags: z.array(
    z.object({
      id: z.string(),
      source: z.enum(["bio", "message", "prompt", "code", "comment"]),
      excerpt: z.string(),
      kinds: z.array(z.string()),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
  appeals: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      createdAt: z.string(),
      answer: z.string().nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const auditEntrySchema = caseActionSchema.extend({
  member: z.object({ id: z.string(), firstName: z.string().nullable() }),
});
export const auditResponseSchema = z.object({ data: z.array(auditEntrySchema), nextBefore: z.string().nullable() });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What a member is told after a moderator acted on their profile. */
export const memberNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum([
    "warning",
    "photo_removed",
    "bio_removed",
    "prompt_removed",
    "code_card_removed",
    "voice_prompt_removed",
  ]),
  reason: z.string(),
  createdAt: z.string(),
});
export const memberNoticesResponseSchema = z.object({ data: z.array(memberNoticeSchema) });
export type MemberNotice = z.infer<typeof memberNoticeSchema>;
