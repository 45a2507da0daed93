import { z } from "zod";
import { type Compatibility, modeSchema } from "../discovery/types.ts";
import { multiLine } from "../text.ts";
import { ASSISTANT_LIMITS } from "./texts.ts";

export const assistantHistoryItemSchema = z.object({
  text: multiLine(z.string().max(ASSISTANT_LIMITS.historyTextMaxChars * 2, "history text is too long"), "history text"),
  isBot: z.boolean(),
});

export const assistantChatRequestSchema = z.object({
  message: multiLine(
    z
      .string({ error: "message is required" })
      .trim()
      .min(1, "message must not be empty")
      .max(ASSISTANT_LIMITS.messageMaxChars, `message must be at most ${ASSISTANT_LIMITS.messageMaxChars} characters`),
    "Message",
  ),
  history: z
    .array(assistantHistoryItemSchema)
    .max(ASSISTANT_LIMITS.historyMessages, `history may hold at most ${ASSISTANT_LIMITS.historyMessages} messages`)
    .optional(),
  /** The mode the question is asked about (the screen it is asked from); Date when left out. */
  mode: modeSchema.optional(),
});
export type AssistantChatRequest = z.infer<typeof assistantChatRequestSchema>;

export const ASSISTANT_SOURCES = ["ai", "fallback"] as const;
export type AssistantSource = (typeof ASSISTANT_SOURCES)[number];

export const assistantReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  isBot: z.literal(true),
  timestamp: z.string(),
  source: z.enum(ASSISTANT_SOURCES),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

/** One server-sent event of a streamed reply. */
export type AssistantStreamEvent = { delta: string } | { done: true; text: string; source: AssistantSource };

export interface AssistantMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: string;
}

const breakdownEntry = z.object({ points: z.number(), max: z.number() });

export const insightMatchSchema = z.object({
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    age: z.number().nullable(),
    profession: z.string().nullable(),
    city: z.string().nullable(),
  }),
  compatibility: z.object({
    score: z.number(),
    breakdown: z.record(z.string(), breakdownEntry),
  }),
  commonSkills: z.array(z.string()),
  reason: z.string(),
  conversationStarter: z.string(),
});
export type InsightMatch = z.infer<typeof insightMatchSchema> & { compatibility: Compatibility };

export const aiInsightsResponseSchema = z.object({
  data: z.object({
    insights: z.string(),
    topMatches: z.array(insightMatchSchema),
    tier: z.enum(["standard", "advanced"]),
    source: z.enum(ASSISTANT_SOURCES),
  }),
});
export type AiInsights = z.infer<typeof aiInsightsResponseSchema>["data"];

/** Where on My Profile a tip is acted on. */
export const PROFILE_TIP_AREAS = [
  "bio",
  "skills",
  "photos",
  "socialLinks",
  "profession",
  "prompts",
  "codeCard",
] as const;
export type ProfileTipArea = (typeof PROFILE_TIP_AREAS)[number];

export const profileTipsResponseSchema = z.object({
  data: z.object({
    score: z.number().int().min(0).max(10),
    maxScore: z.literal(10),
    summary: z.string(),
    tips: z.array(z.object({ area: z.enum(PROFILE_TIP_AREAS), text: z.string() })),
    source: z.enum(ASSISTANT_SOURCES),
  }),
});
export type ProfileTips = z.infer<typeof profileTipsResponseSchema>["data"];
