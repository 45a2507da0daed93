import { VOICE_MESSAGES, VOICE_PROMPT_LIMITS } from "@devmatch/shared";
import type { MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";

export interface UploadedAudio {
  data: Buffer;
  fileName: string;
  /** What the browser said the file is; held to what its bytes are. */
  mimeType: string;
  /** The `transcript` field, when the form sent it before the file. */
  transcript: string | undefined;
}

/** Reads the `audio` part of a multipart request, refusing anything over 1 MB while it streams in. */
export async function readUploadedAudio(request: FastifyRequest): Promise<UploadedAudio> {
  const part = await request.file({ limits: { fileSize: VOICE_PROMPT_LIMITS.maxBytes, files: 1, fields: 5 } });
  if (!part) throw new AppError("VALIDATION_ERROR", VOICE_MESSAGES.missing);
  if (part.fieldname !== "audio") {
    part.file.resume();
    throw new AppError("VALIDATION_ERROR", VOICE_MESSAGES.missing);
  }
  const data = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", VOICE_MESSAGES.tooLarge);
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
