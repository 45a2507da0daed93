import type { CodeCard, PromptAnswer, VoicePrompt } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";

/** A voice prompt's file address; served like a photo, to signed-in members who may see its owner. */
export const voicePromptUrl = (voiceId: string) => `/api/voice-prompts/${voiceId}`;

/** The member's prompt answers in their order (prompt ids are never taken out of the catalogue). */
export const presentPrompts = (user: Pick<UserRow, "prompts">): PromptAnswer[] =>
  user.prompts.map(({ promptId, answer }) => ({ promptId, answer }));

export const presentCodeCard = (user: Pick<UserRow, "codeCard">): CodeCard | null =>
  user.codeCard
    ? { language: user.codeCard.language, code: user.codeCard.code, caption: user.codeCard.caption ?? null }
    : null;

export const presentVoicePrompt = (user: Pick<UserRow, "voicePrompt">): VoicePrompt | null =>
  user.voicePrompt
    ? {
        url: voicePromptUrl(user.voicePrompt.id),
        durationMs: user.voicePrompt.durationMs,
        transcript: user.voicePrompt.transcript ?? null,
      }
    : null;
