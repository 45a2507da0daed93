import { PROFILE_LIMITS } from "@devmatch/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";

/** Reads the one file of a multipart request, refusing anything over the photo size limit while streaming. */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: PROFILE_LIMITS.photoMaxBytes, files: 1, fields: 5 } });
  if (!part) throw new AppError("VALIDATION_ERROR", `${field}: Choose a photo to upload.`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw new AppError("VALIDATION_ERROR", `${field}: Send the photo in the "${field}" field.`);
  }
  return part.toBuffer();
}
