import { z } from "zod";
import { multiLine } from "../text.ts";
import { VOICE_PROMPT_LIMITS } from "./voice-limits.ts";

export const voiceTranscriptSchema = multiLine(
  z
    .string()
    .trim()
    .max(
      VOICE_PROMPT_LIMITS.transcriptMax,
      `Keep the transcript under ${VOICE_PROMPT_LIMITS.transcriptMax} characters`,
    ),
  "Transcript",
)
  .nullish()
  .transform((transcript) => (transcript ? transcript : null));

/** `PUT /api/profile/voice-prompt/transcript`: what the member says in their voice prompt, for those who read it. */
export const voiceTranscriptBodySchema = z.strictObject({ transcript: voiceTranscriptSchema });
export type VoiceTranscriptInput = z.input<typeof voiceTranscriptBodySchema>;
