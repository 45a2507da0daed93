import {
  VOICE_FILE_EXTENSIONS,
  VOICE_MESSAGES,
  VOICE_PROMPT_LIMITS,
  type VoiceTranscriptInput,
  voiceTranscriptBodySchema,
  voiceTranscriptSchema,
} from "@devmatch/shared";
import { eq } from "drizzle-orm";
import type { StoredVoicePrompt, UserRow } from "../../db/schema.ts";
import { users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import {
  type AudioContainer,
  AudioFileError,
  readAudioDuration,
  stripAudioMetadata,
} from "../../lib/media/audio-duration.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { flagProfileText } from "../screening/flags.ts";
import { loadSessionUser } from "../users/load.ts";
import type { UploadedAudio } from "./voice-upload.ts";

/** How a recording is stored, by its container. */
export const STORED_AUDIO = {
  webm: { mimeType: "audio/webm", ending: "webm" },
  mp4: { mimeType: "audio/mp4", ending: "m4a" },
} as const satisfies Record<AudioContainer, { mimeType: string; ending: string }>;

/** The storage key of a voice prompt's file: a server-made name, never the member's. */
export const voiceFileKey = (voice: Pick<StoredVoicePrompt, "id" | "mimeType">) =>
  `voice-${voice.id}.${voice.mimeType === STORED_AUDIO.mp4.mimeType ? STORED_AUDIO.mp4.ending : STORED_AUDIO.webm.ending}`;

export async function removeVoiceFile(ctx: Pick<AppContext, "storage" | "log">, voice: StoredVoicePrompt | null) {
  if (!voice) return;
  await ctx.storage
    .remove(voiceFileKey(voice))
    .catch((error: unknown) => ctx.log.error({ err: error, voiceId: voice.id }, "could not remove a voice prompt"));
}

/** How long and how large a recording may be, and the words for one over: a voice prompt's, or a voice note's. */
export interface RecordingLimits {
  maxSeconds: number;
  maxBytes: number;
  tooLarge: string;
  tooLong: (seconds: number) => string;
}

export const VOICE_PROMPT_RECORDING: RecordingLimits = {
  maxSeconds: VOICE_PROMPT_LIMITS.maxSeconds,
  maxBytes: VOICE_PROMPT_LIMITS.maxBytes,
  tooLarge: VOICE_MESSAGES.tooLarge,
  tooLong: VOICE_MESSAGES.tooLong,
};

/**
 * What the file is, from its bytes: its name's ending and the type the browser gave must agree with it (a
 * renamed file is refused rather than guessed at), and it must play no longer than the limits allow.
 */
export function checkRecording(
  file: Pick<UploadedAudio, "data" | "fileName" | "mimeType">,
  limits: RecordingLimits = VOICE_PROMPT_RECORDING,
) {
  if (file.data.length === 0) throw new AppError("VALIDATION_ERROR", VOICE_MESSAGES.empty);
  if (file.data.length > limits.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge);
  let read: ReturnType<typeof readAudioDuration>;
  try {
    read = readAudioDuration(file.data);
  } catch (error) {
    if (!(error instanceof AudioFileError)) throw error;
    throw new AppError(error.reason === "not-audio" ? "UNSUPPORTED_MEDIA_TYPE" : "VALIDATION_ERROR", error.message);
  }
  const { container, durationSeconds } = read;
  const ending = /\.([a-z0-9]{1,8})$/i.exec(file.fileName)?.[1]?.toLowerCase();
  if (ending !== undefined && VOICE_FILE_EXTENSIONS[ending as keyof typeof VOICE_FILE_EXTENSIONS] !== container)
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", VOICE_MESSAGES.falseExtension(ending, container));
  // Browsers label a recording's blob audio/webm or audio/mp4 (video/… for the same container in some); a blob
  // without a type arrives as application/octet-stream, which says nothing either way.
  const declared = /^(?:audio|video)\/([a-z0-9.+-]+)/i.exec(file.mimeType)?.[1]?.toLowerCase();
  const declaredContainer = declared === "webm" ? "webm" : declared === "mp4" || declared === "x-m4a" ? "mp4" : null;
  if (file.mimeType !== "application/octet-stream" && declaredContainer !== container)
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      VOICE_MESSAGES.falseType(file.mimeType.split(";")[0] ?? "", container),
    );
  if (durationSeconds > limits.maxSeconds) throw new AppError("VALIDATION_ERROR", limits.tooLong(durationSeconds));
  if (durationSeconds <= 0) throw new AppError("VALIDATION_ERROR", VOICE_MESSAGES.empty);
  return { container, durationMs: Math.round(durationSeconds * 1000) };
}

/** Sets the member's voice prompt: checked, stripped of its metadata, stored; an earlier one's file is removed. */
export async function saveVoicePrompt(ctx: AppContext, options: { user: UserRow; file: UploadedAudio }) {
  const { user, file } = options;
  const { container, durationMs } = checkRecording(file);
  const transcript = parseTranscript(file.transcript);
  const voice: StoredVoicePrompt = {
    id: crypto.randomUUID(),
    durationMs,
    mimeType: STORED_AUDIO[container].mimeType,
    transcript,
  };
  await ctx.storage.put(voiceFileKey(voice), stripAudioMetadata(file.data));
  let replaced: StoredVoicePrompt | null;
  let updated: UserRow;
  try {
    ({ replaced, updated } = await replaceVoicePrompt(ctx, { userId: user.id, voice }));
  } catch (error) {
    await removeVoiceFile(ctx, voice);
    throw error;
  }
  await removeVoiceFile(ctx, replaced);
  if (transcript) await flagProfileText(ctx, { memberId: user.id, source: "prompt", text: transcript });
  return loadSessionUser(ctx, { user: updated });
}

export async function removeVoicePrompt(ctx: AppContext, options: { user: UserRow }) {
  const { replaced, updated } = await replaceVoicePrompt(ctx, { userId: options.user.id, voice: null });
  if (!replaced) throw notFound("You have no voice prompt to remove.");
  await removeVoiceFile(ctx, replaced);
  return loadSessionUser(ctx, { user: updated });
}

/** What the member says in their voice prompt, for members who read rather than listen. */
export async function saveVoiceTranscript(ctx: AppContext, options: { user: UserRow; input: VoiceTranscriptInput }) {
  const { transcript } = voiceTranscriptBodySchema.parse(options.input);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, options.user.id)).for("update");
    if (!row?.voicePrompt) throw notFound("Record a voice prompt before adding its transcript.");
    const [written] = await tx
      .update(users)
      .set({ voicePrompt: { ...row.voicePrompt, transcript }, updatedAt: new Date() })
      .where(eq(users.id, row.id))
      .returning();
    return written as UserRow;
  });
  if (transcript) await flagProfileText(ctx, { memberId: updated.id, source: "prompt", text: transcript });
  return loadSessionUser(ctx, { user: updated });
}

const parseTranscript = (value: string | undefined) => {
  const parsed = voiceTranscriptSchema.safeParse(value);
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", `transcript: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
};

/** Swaps the member's voice prompt under a lock on their row, answering the one it replaced. */
async function replaceVoicePrompt(ctx: AppContext, options: { userId: string; voice: StoredVoicePrompt | null }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ voicePrompt: users.voicePrompt })
      .from(users)
      .where(eq(users.id, options.userId))
      .for("update");
    if (!row) throw notFound("User not found");
    const [updated] = await tx
      .update(users)
      .set({ voicePrompt: options.voice, updatedAt: new Date() })
      .where(eq(users.id, options.userId))
      .returning();
    return { replaced: row.voicePrompt, updated: updated as UserRow };
  });
}

/** A whole stored file, read into memory to answer byte ranges (a voice prompt is at most 1 MB). */
export async function readVoiceFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The part of a file a `Range` header asks for (one range: `bytes=a-b`, `bytes=a-`, `bytes=-n`), so an audio
 * element can seek; null for the whole file. A range outside it is refused with 416.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file, as HTTP allows.
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const unsatisfiable = () =>
    new AppError(
      "RANGE_NOT_SATISFIABLE",
      `That range is outside the file (${size} bytes).`,
      {},
      {
        "content-range": `bytes */${size}`,
      },
    );
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) throw unsatisfiable();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) throw unsatisfiable();
  return { start, end };
}
