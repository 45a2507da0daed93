import { z } from "zod";
import { multiLine, singleLine } from "../text.ts";
import { CODE_CARD_LIMITS, CODE_LANGUAGE_IDS } from "./code-card.ts";
import { LIKE_COMMENT_MAX } from "./likes.ts";
import { PROMPT_IDS, PROMPT_LIMITS } from "./prompts.ts";

/*
 * What starts a conversation on a profile: prompt answers, a code card, a voice prompt, and a like on one of
 * them (or on a photo) with a comment.
 */

// --- Answers ---------------------------------------------------------------------------------------------------

/** One answered prompt as cards, profiles and the owner see it (the prompt's text is `promptText(promptId)`). */
export const promptAnswerSchema = z.object({ promptId: z.string(), answer: z.string() });
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;

export const codeCardSchema = z.object({
  language: z.string(),
  code: z.string(),
  caption: z.string().nullable(),
});
export type CodeCard = z.infer<typeof codeCardSchema>;

/** A recorded answer of up to 30 seconds, its length read from the file, and what the member wrote it says. */
export const voicePromptSchema = z.object({
  url: z.string(),
  durationMs: z.number().int(),
  transcript: z.string().nullable(),
});
export type VoicePrompt = z.infer<typeof voicePromptSchema>;

// --- Requests --------------------------------------------------------------------------------------------------

const answerText = multiLine(
  z
    .string({ error: "Write an answer" })
    .trim()
    .min(PROMPT_LIMITS.answerMin, "Write an answer")
    .max(PROMPT_LIMITS.answerMax, `Keep each answer under ${PROMPT_LIMITS.answerMax} characters`),
  "Answer",
);

export const promptsBodySchema = z.strictObject({
  prompts: z
    .array(
      z.strictObject({
        promptId: z.enum(PROMPT_IDS, { error: "promptId must be one of the listed prompts" }),
        answer: answerText,
      }),
    )
    .max(PROMPT_LIMITS.answersMax, `Answer at most ${PROMPT_LIMITS.answersMax} prompts`)
    .refine(
      (answers) => new Set(answers.map((answer) => answer.promptId)).size === answers.length,
      "Each prompt can be answered once",
    ),
});
export type PromptsInput = z.input<typeof promptsBodySchema>;

const lineCount = (code: string) => code.split("\n").length;

export const codeCardBodySchema = z.strictObject({
  language: z.enum(CODE_LANGUAGE_IDS, { error: "language must be one of the listed languages" }),
  code: multiLine(
    z
      .string({ error: "Paste some code" })
      .transform((code) => code.replace(/\r\n?/g, "\n").replace(/\s+$/, ""))
      .pipe(
        z
          .string()
          .min(1, "Paste some code")
          .max(CODE_CARD_LIMITS.charsMax, `Keep the code under ${CODE_CARD_LIMITS.charsMax} characters`)
          .refine(
            (code) => lineCount(code) <= CODE_CARD_LIMITS.linesMax,
            `Keep the code to ${CODE_CARD_LIMITS.linesMax} lines`,
          ),
      ),
    "Code",
  ),
  caption: singleLine(
    z
      .string()
      .trim()
      .max(CODE_CARD_LIMITS.captionMax, `Keep the caption under ${CODE_CARD_LIMITS.captionMax} characters`),
    "Caption",
  )
    .nullish()
    .transform((caption) => (caption ? caption : null)),
});
export type CodeCardInput = z.input<typeof codeCardBodySchema>;

// --- Likes on something --------------------------------------------------------------------------------------

/** What a like is on: one of the member's photos, one of their prompts (by prompt id) or their code card. */
export const likeTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("photo"), id: z.uuid({ error: "on.id must be a photo id" }) }),
    z.strictObject({ kind: z.literal("prompt"), id: z.string().max(64, "on.id must be a prompt id") }),
    z.strictObject({ kind: z.literal("code"), id: z.string().max(64).optional() }),
  ],
  { error: "on.kind must be photo, prompt or code" },
);
export type LikeTarget = z.infer<typeof likeTargetSchema>;

export const likeCommentSchema = multiLine(
  z.string().trim().max(LIKE_COMMENT_MAX, `Keep the comment under ${LIKE_COMMENT_MAX} characters`),
  "Comment",
);

/** What a like was on, as its receiver sees it (on the Likes screen, and quoted in the chat after a match). */
export const likedItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("photo"), id: z.string(), url: z.string(), thumbUrl: z.string() }),
  z.object({ kind: z.literal("prompt"), id: z.string(), prompt: z.string(), answer: z.string() }),
  z.object({ kind: z.literal("code"), language: z.string(), excerpt: z.string(), caption: z.string().nullable() }),
]);
export type LikedItem = z.infer<typeof likedItemSchema>;

/** The catalogue, as `GET /api/prompts` lists it. */
export const promptCatalogueSchema = z.object({ data: z.array(z.object({ id: z.string(), text: z.string() })) });
