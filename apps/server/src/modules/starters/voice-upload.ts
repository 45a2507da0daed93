import { VOICE_MESSAGES } from "@devmatch/shared";
import type { MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { type RecordingLimits, VOICE_PROMPT_RECORDING } from "./voice.ts";

export interface UploadedAudio {
  data: Buffer;
  fileName: string;
  /** What the browser said the file is; held to what its bytes are. */
  mimeType: string;
  /** The `transcript` field, when the form sent it before the file. */
  transcript: string | undefined;
}

/**
 * Reads the `audio` part of a multipart request, refusing anything over the limit (a voice prompt's 1 MB unless
 * told otherwise) while it streams in.
 */
export async function readUploadedAudio(
  request: FastifyRequest,
  limits: Pick<RecordingLimits, "maxBytes" | "tooLarge"> = VOICE_PROMPT_RECORDING,
  missing: string = VOICE_MESSAGES.missing,
): Promise<UploadedAudio> {
  const part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 5 } });
  if (!part) throw new AppError("VALIDATION_ERROR", missing);
  if (part.fieldname !== "audio") {
    part.file.resume();
    throw new AppError("VALIDATION_ERROR", missing);
  }
  const data = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", limits.tooLarge);
    throw error;
  });
  const field = part.fields.transcript as MultipartValue | undefined;
  return {
    data,
    fileName: part.filename,
    mimeType: part.mimetype,
    transcript: typeof field?.value === "string" ? field.value : undefined,
  };
}
