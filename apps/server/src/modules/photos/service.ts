import { MESSAGES, PROFILE_LIMITS } from "@devmatch/shared";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { photos, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { processPhoto } from "../../lib/images/pipeline.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { isBannedPhoto } from "../../policies/bans.ts";
import { listPhotos } from "../users/load.ts";
import { recheckPhotoVerification } from "../verification/recheck.ts";

type PhotoContext = Pick<AppContext, "db" | "storage">;

/** A member's photos on their profile: one a moderator removed no longer counts. */
const onProfile = (userId: string) => and(eq(photos.userId, userId), isNull(photos.removedAt));

export const fileKeys = (photoId: string) => [`${photoId}.webp`, `${photoId}-thumb.webp`];

export async function removeFiles(storage: FileStorage, photoId: string) {
  await Promise.all(fileKeys(photoId).map((key) => storage.remove(key)));
}

/** Locks the owner's row so concurrent photo changes of one user run one at a time. */
const lockOwner = (db: Queryable, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

/** Renumbers positions 0..n-1 in the given order, so index 0 is always the primary photo. */
async function writeOrder(db: Queryable, userId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  // One statement: a transaction's one connection takes one statement at a time.
  await db.execute(sql`update ${photos} set position = ordered.n - 1
    from unnest(${`{${orderedIds.join(",")}}`}::uuid[]) with ordinality as ordered(id, n)
    where ${photos.id} = ordered.id and ${photos.userId} = ${userId}`);
}

const photoCapReached = () => new AppError("CONFLICT", MESSAGES.photos.tooMany);

export async function uploadPhoto(ctx: PhotoContext, options: { userId: string; file: Buffer }) {
  const { db, storage } = ctx;
  // Refused before any decoding: a member already at the cap costs nothing however often they try. (The count
  // is checked again under the owner's lock below, where it is race-safe.)
  const [current] = await db.select({ value: count() }).from(photos).where(onProfile(options.userId));
  if ((current?.value ?? 0) >= PROFILE_LIMITS.photosMax) throw photoCapReached();
  const processed = await processPhoto(options.file);
  // A banned member's photos do not come back on a new account.
  if (await isBannedPhoto(ctx, { phash: processed.phash }))
    throw new AppError("VALIDATION_ERROR", MESSAGES.photos.notAllowed);
  const photoId = crypto.randomUUID();
  const [displayKey, thumbKey] = fileKeys(photoId) as [string, string];
  await storage.put(displayKey, processed.display);
  await storage.put(thumbKey, processed.thumbnail);
  let position = 0;
  try {
    await db.transaction(async (tx) => {
      await lockOwner(tx, options.userId);
      const [existing] = await tx.select({ value: count() }).from(photos).where(onProfile(options.userId));
      position = existing?.value ?? 0;
      if (position >= PROFILE_LIMITS.photosMax) throw photoCapReached();
      await tx.insert(photos).values({
        id: photoId,
        userId: options.userId,
        position,
        width: processed.width,
        height: processed.height,
        phash: processed.phash,
      });
    });
  } catch (error) {
    await removeFiles(storage, photoId);
    throw error;
  }
  await recheckPhotoVerification(ctx, {
    userId: options.userId,
    photoId,
    change: position === 0 ? "primary" : "added",
  });
  return photoId;
}

export async function deletePhoto(ctx: PhotoContext, options: { userId: string; photoId: string }) {
  const { db, storage } = ctx;
  const newPrimary = await db.transaction(async (tx) => {
    await lockOwner(tx, options.userId);
    const before = await listPhotos({ db: tx }, { userId: options.userId });
    const deleted = await tx
      .delete(photos)
      .where(and(eq(photos.id, options.photoId), eq(photos.userId, options.userId)))
      .returning({ id: photos.id });
    if (deleted.length === 0) throw notFound("Photo not found");
    const remaining = await listPhotos({ db: tx }, { userId: options.userId });
    await writeOrder(
      tx,
      options.userId,
      remaining.map((photo) => photo.id),
    );
    return before[0]?.id === options.photoId ? { photoId: remaining[0]?.id ?? null } : null;
  });
  await removeFiles(storage, options.photoId);
  if (newPrimary) await recheckPhotoVerification(ctx, { userId: options.userId, change: "primary", ...newPrimary });
}

/** Puts the photos in exactly this order; the list must hold each of the user's photos once. */
export async function reorderPhotos(ctx: PhotoContext, options: { userId: string; photoIds: string[] }) {
  const primaryChanged = await ctx.db.transaction(async (tx) => {
    await lockOwner(tx, options.userId);
    const current = await listPhotos({ db: tx }, { userId: options.userId });
    const owned = new Set(current.map((photo) => photo.id));
    const requested = new Set(options.photoIds);
    const samePhotos =
      requested.size === options.photoIds.length &&
      requested.size === owned.size &&
      options.photoIds.every((id) => owned.has(id));
    if (!samePhotos) {
      throw new AppError("VALIDATION_ERROR", "photoIds: List each of your photos exactly once.");
    }
    await writeOrder(tx, options.userId, options.photoIds);
    return current[0]?.id !== options.photoIds[0];
  });
  if (primaryChanged) {
    await recheckPhotoVerification(ctx, {
      userId: options.userId,
      change: "primary",
      photoId: options.photoIds[0] ?? null,
    });
  }
}

export async function setPrimaryPhoto(ctx: PhotoContext, options: { userId: string; photoId: string }) {
  const current = await listPhotos(ctx, { userId: options.userId });
  if (!current.some((photo) => photo.id === options.photoId)) throw notFound("Photo not found");
  const order = [options.photoId, ...current.map((photo) => photo.id).filter((id) => id !== options.photoId)];
  await reorderPhotos(ctx, { userId: options.userId, photoIds: order });
}

/** Keeps the listed photos in this order and deletes the user's others (the onboarding photo step). */
export async function replacePhotoSet(ctx: PhotoContext, options: { userId: string; photoIds: string[] }) {
  const current = await listPhotos(ctx, { userId: options.userId });
  const owned = new Set(current.map((photo) => photo.id));
  const unknown = options.photoIds.find((id) => !owned.has(id));
  if (unknown) throw new AppError("VALIDATION_ERROR", `photos: Photo ${unknown} is not one of your uploads.`);
  for (const photo of current.filter((photo) => !options.photoIds.includes(photo.id))) {
    await deletePhoto(ctx, { userId: options.userId, photoId: photo.id });
  }
  await reorderPhotos(ctx, options);
}

/** Counted with the user's other queries; cheap thanks to the (user_id, position) index. */
export const countPhotos = async ({ db }: { db: Queryable }, { userId }: { userId: string }) =>
  (await db.select({ value: sql<number>`count(*)::int` }).from(photos).where(onProfile(userId)))[0]?.value ?? 0;
