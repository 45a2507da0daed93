import { MESSAGES, VOICE_NOTE_LIMITS } from "@devmatch/shared";
import { and, eq, lt, notExists } from "drizzle-orm";
import { chatVoiceNotes, messages } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { stripAudioMetadata } from "../../lib/media/audio-duration.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { checkRecording, type RecordingLimits, STORED_AUDIO } from "../starters/voice.ts";
import type { UploadedAudio } from "../starters/voice-upload.ts";
import { UNSENT_CHAT_MEDIA_MS } from "./photos.ts";
import type { AuthorizedChat } from "./service.ts";

/** A voice note may last a minute; the words for one over name that limit, not the voice prompt's. */
export const VOICE_NOTE_RECORDING: RecordingLimits = {
  maxSeconds: VOICE_NOTE_LIMITS.maxSeconds,
  maxBytes: VOICE_NOTE_LIMITS.maxBytes,
  tooLarge: "That recording is over 2 MB. Record up to a minute.",
  tooLong: (seconds) => `That recording is ${seconds.toFixed(1)} seconds long. Keep a voice note to a minute.`,
};
export const VOICE_NOTE_MISSING = 'audio: Record a voice note and send it in the "audio" field.';

/** The stored file of a chat voice note: named by its id alone, which nobody can guess (its type is in its row). */
export const chatVoiceKey = (voiceId: string) => `chat-voice-${voiceId}.audio`;
export const chatVoiceUrl = (voiceId: string) => `/api/chat/voice/${voiceId}`;

export async function removeChatVoiceFiles(storage: FileStorage, voiceIds: string[]) {
  for (const voiceId of voiceIds) await storage.remove(chatVoiceKey(voiceId));
}

/**
 * A voice note for a chat, checked as the voice prompt is (its container and length read from its bytes, up to a
 * minute), stripped of its metadata and stored under a fresh random id. It is sent as a message with that id.
 */
export async function uploadChatVoiceNote(ctx: AppContext, options: { chat: AuthorizedChat; file: UploadedAudio }) {
  const { chat, file } = options;
  const { container, durationMs } = checkRecording(file, VOICE_NOTE_RECORDING);
  const voiceId = crypto.randomUUID();
  await ctx.storage.put(chatVoiceKey(voiceId), stripAudioMetadata(file.data));
  try {
    await ctx.db.insert(chatVoiceNotes).values({
      id: voiceId,
      matchId: chat.matchId,
      uploaderId: chat.userId,
      durationMs,
      mimeType: STORED_AUDIO[container].mimeType,
    });
  } catch (error) {
    await ctx.storage.remove(chatVoiceKey(voiceId));
    throw error;
  }
  return { voiceId, url: chatVoiceUrl(voiceId), durationMs };
}

/** Why a voice message was not stored: someone else's recording or another chat's, or one already sent. */
export async function refusedVoiceNote(
  ctx: Pick<AppContext, "db">,
  options: { chat: AuthorizedChat; voiceId: string },
): Promise<AppError> {
  const [voice] = await ctx.db.select().from(chatVoiceNotes).where(eq(chatVoiceNotes.id, options.voiceId));
  if (!voice || voice.matchId !== options.chat.matchId || voice.uploaderId !== options.chat.userId)
    return new AppError("VALIDATION_ERROR", MESSAGES.chat.voiceNotInChat);
  return new AppError("CONFLICT", MESSAGES.chat.voiceAlreadySent);
}

/** Removes voice notes recorded but never sent once they are a day old, rows and files (as for photos). */
export async function removeUnsentChatVoiceNotes(ctx: Pick<AppContext, "db" | "storage">) {
  const removed = await ctx.db
    .delete(chatVoiceNotes)
    .where(
      and(
        lt(chatVoiceNotes.createdAt, new Date(Date.now() - UNSENT_CHAT_MEDIA_MS)),
        notExists(ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.voiceId, chatVoiceNotes.id))),
      ),
    )
    .returning({ id: chatVoiceNotes.id });
  await removeChatVoiceFiles(
    ctx.storage,
    removed.map((voice) => voice.id),
  );
  return removed.length;
}
