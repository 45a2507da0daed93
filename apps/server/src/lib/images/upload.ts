import { PROFILE_LIMITS } from "@devmatch/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { enforceLimits } from "../rate-limit.ts";

const HOUR_MS = 3_600_000;

/**
 * Photo uploads are the heaviest requests: limited per member and per address before the body is read. Profile
 * and chat photos share the limits.
 */
export async function limitPhotoUploads(
  ctx: Pick<AppContext, "config" | "limits">,
  options: { userId: string; ip: string },
) {
  await limitUploads(ctx, {
    ...options,
    kind: "upload",
    message: "You're uploading photos too fast. Try again later.",
  });
}

/**
 * Recordings (the voice prompt, chat voice notes) have the same limits as photos, counted apart from them and
 * from each other (`kind`), so a chatty evening of voice notes does not stop a member changing a photo.
 */
export async function limitUploads(
  ctx: Pick<AppContext, "config" | "limits">,
  options: { userId: string; ip: string; kind: string; message: string },
) {
  const { uploadsPerMemberPerHour, uploadsPerIpPerHour } = ctx.config.rateLimits;
  await enforceLimits(ctx, {
    rules: [
      { key: `${options.kind}:member:${options.userId}`, limit: uploadsPerMemberPerHour, windowMs: HOUR_MS },
      { key: `${options.kind}:ip:${options.ip}`, limit: uploadsPerIpPerHour, windowMs: HOUR_MS },
    ],
    message: options.message,
  });
}

/** Reads the one file of a multipart request, refusing anything over the photo size limit while streaming. */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  options: { maxBytes?: number; tooLargeMessage?: string } = {},
): Promise<Buffer> {
  const fileSize = options.maxBytes ?? PROFILE_LIMITS.photoMaxBytes;
  const part = await request.file({ limits: { fileSize, files: 1, fields: 5 } });
  if (!part) throw new AppError("VALIDATION_ERROR", `${field}: Choose a photo to upload.`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw new AppError("VALIDATION_ERROR", `${field}: Send the photo in the "${field}" field.`);
  }
  const { tooLargeMessage } = options;
  if (!tooLargeMessage) return part.toBuffer();
  return part.toBuffer().catch((error: unknown) => {
    const tooLarge = (error as { code?: unknown } | null)?.code === "FST_REQ_FILE_TOO_LARGE";
    throw tooLarge ? new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage) : error;
  });
}
