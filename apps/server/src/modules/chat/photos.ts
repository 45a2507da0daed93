import { MESSAGES } from "@devmatch/shared";
import { and, eq, lt, notExists } from "drizzle-orm";
import { chatPhotos, messages } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { processChatPhoto } from "../../lib/images/pipeline.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { isBannedPhoto } from "../../policies/bans.ts";
import type { AuthorizedChat } from "./service.ts";

/** The stored file of a chat photo: named by its id alone, which nobody can guess. */
export const chatPhotoKey = (photoId: string) => `chat-${photoId}.webp`;
export const chatPhotoUrl = (photoId: string) => `/api/chat/photos/${photoId}.webp`;

export async function removeChatPhotoFiles(storage: FileStorage, photoIds: string[]) {
  for (const photoId of photoIds) await storage.remove(chatPhotoKey(photoId));
}

/**
 * A photo for a chat: checked, stripped of metadata, resized and scored by the nudity check through the photo
 * pipeline, stored under a fresh random id, and answered with the check's verdict so that the sender can be
 * asked "Are you sure?" before a flagged photo goes. It is sent as a message with its id.
 */
export async function uploadChatPhoto(ctx: AppContext, options: { chat: AuthorizedChat; file: Buffer }) {
  const { chat } = options;
  const processed = await processChatPhoto(options.file);
  if (await isBannedPhoto(ctx, { phash: processed.phash }))
    throw new AppError("VALIDATION_ERROR", MESSAGES.photos.notAllowed);
  const explicit = processed.nudityScore >= ctx.config.NUDITY_THRESHOLD;
  const photoId = crypto.randomUUID();
  await ctx.storage.put(chatPhotoKey(photoId), processed.display);
  try {
    await ctx.db.insert(chatPhotos).values({
      id: photoId,
      matchId: chat.matchId,
      uploaderId: chat.userId,
      width: processed.width,
      height: processed.height,
      nudityScore: processed.nudityScore,
      explicit,
    });
  } catch (error) {
    await ctx.storage.remove(chatPhotoKey(photoId));
    throw error;
  }
  return { photoId, url: chatPhotoUrl(photoId), width: processed.width, height: processed.height, explicit };
}

/** Why a photo message was not stored: someone else's photo or another chat's, or a flagged one not confirmed. */
export async function refusedPhoto(
  ctx: Pick<AppContext, "db">,
  options: { chat: AuthorizedChat; photoId: string },
): Promise<AppError> {
  const [photo] = await ctx.db.select().from(chatPhotos).where(eq(chatPhotos.id, options.photoId));
  if (!photo || photo.matchId !== options.chat.matchId || photo.uploaderId !== options.chat.userId)
    return new AppError("VALIDATION_ERROR", MESSAGES.chat.photoNotInChat);
  if (photo.explicit) return new AppError("CONFIRMATION_REQUIRED", MESSAGES.chat.photoExplicit);
  return new AppError("CONFLICT", MESSAGES.chat.photoAlreadySent);
}

/** How long a chat photo or voice note may wait, uploaded but not sent, before it is removed. */
export const UNSENT_CHAT_MEDIA_MS = 24 * 3_600_000;

/**
 * Removes the photos uploaded to a chat but never sent (the sender closed the tab, or thought better of a flagged
 * one) once they are a day old: their rows and their files. Each server removes only the files of the rows its
 * own statement deleted, so several servers may sweep at once.
 */
export async function removeUnsentChatPhotos(ctx: Pick<AppContext, "db" | "storage">) {
  const removed = await ctx.db
    .delete(chatPhotos)
    .where(
      and(
        lt(chatPhotos.createdAt, new Date(Date.now() - UNSENT_CHAT_MEDIA_MS)),
        notExists(ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.photoId, chatPhotos.id))),
      ),
    )
    .returning({ id: chatPhotos.id });
  await removeChatPhotoFiles(
    ctx.storage,
    removed.map((photo) => photo.id),
  );
  return removed.length;
}
