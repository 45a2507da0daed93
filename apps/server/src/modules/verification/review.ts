import { VERIFICATION_LIMITS } from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { faceDescriptors, photoVerificationReviews, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { imageWork } from "../../lib/queue.ts";
import { recordAction } from "../moderation/console/audit-log.ts";
import { closePendingReviews, removeSelfies, selfieKeyOf } from "./service.ts";

type ReviewContext = Pick<AppContext, "db" | "storage">;

/** The selfie kept for a moderator: turned upright, at most 1080 px, re-encoded as WebP without any metadata. */
const reencodeSelfie = (selfie: Buffer) =>
  imageWork.run(() =>
    sharp(selfie, { limitInputPixels: 25_000_000, failOn: "error" })
      .rotate()
      .resize({ width: 1080, height: 1080, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new AppError("VALIDATION_ERROR", "selfie: We couldn't read that picture. Take the selfie again.");
      }),
  );

/**
 * The member asks a moderator to compare them with their photos: after three failed checks with the selfie they
 * took (re-encoded without metadata, kept only while the review is pending), or without a camera, with none.
 */
export async function requestReview(ctx: ReviewContext, options: { userId: string; selfie: Buffer | null }) {
  const [member] = await ctx.db
    .select({ verifiedAt: users.photoVerifiedAt, failures: users.photoVerificationFailures })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!member) throw notFound("Member not found");
  if (member.verifiedAt) throw new AppError("CONFLICT", "Your photos are already verified.");
  if (options.selfie && member.failures < VERIFICATION_LIMITS.failuresBeforeReview) {
    throw new AppError(
      "CONFLICT",
      `A moderator reviews a selfie after ${VERIFICATION_LIMITS.failuresBeforeReview} checks that didn't pass. Try the camera check first.`,
    );
  }
  const processed = options.selfie ? await reencodeSelfie(options.selfie) : null;
  const reviewId = crypto.randomUUID();
  const selfieKey = processed ? selfieKeyOf(reviewId) : null;
  if (processed && selfieKey) await ctx.storage.put(selfieKey, processed);
  try {
    const inserted = await ctx.db
      .insert(photoVerificationReviews)
      .values({ id: reviewId, memberId: options.userId, selfieKey })
      .onConflictDoNothing()
      .returning({ id: photoVerificationReviews.id });
    if (inserted.length === 0) throw new AppError("CONFLICT", "A moderator is already reviewing your photos.");
  } catch (error) {
    if (selfieKey) await removeSelfies(ctx, [selfieKey]);
    throw error;
  }
}

/** The selfie of a pending review, for the moderator deciding it; null once decided. */
export async function reviewSelfieKey(ctx: Pick<AppContext, "db">, { reviewId }: { reviewId: string }) {
  const [review] = await ctx.db
    .select({ selfieKey: photoVerificationReviews.selfieKey })
    .from(photoVerificationReviews)
    .where(and(eq(photoVerificationReviews.id, reviewId), eq(photoVerificationReviews.status, "pending")));
  return review?.selfieKey ?? null;
}

type Decision = "approve" | "decline" | "revoke";

/**
 * A moderator's decision: approve or decline a pending review (its selfie is deleted either way), or revoke a
 * member's badge (their descriptor is deleted with it). Audited in the same transaction.
 */
export async function decidePhotoVerification(
  ctx: ReviewContext,
  options: { moderator: { id: string }; memberId: string; decision: Decision; reason: string },
) {
  const { moderator, memberId, decision, reason } = options;
  if (memberId === moderator.id) throw new AppError("VALIDATION_ERROR", "userId: Another moderator decides about you.");
  const selfies = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ verifiedAt: users.photoVerifiedAt })
      .from(users)
      .where(eq(users.id, memberId))
      .for("update");
    if (!member) throw notFound("Member not found");
    if (decision === "revoke") {
      if (!member.verifiedAt) throw new AppError("CONFLICT", "This member's photos aren't verified.");
      await tx.update(users).set({ photoVerifiedAt: null }).where(eq(users.id, memberId));
      await tx.delete(faceDescriptors).where(eq(faceDescriptors.userId, memberId));
      await recordAction(tx, { moderatorId: moderator.id, memberId, action: "revoke_photo_verification", reason });
      return [];
    }
    const closed = await closePendingReviews(tx, {
      memberId,
      status: decision === "approve" ? "approved" : "declined",
    });
    if (closed.length === 0)
      throw new AppError("CONFLICT", "There is no photo verification review waiting for this member.");
    if (decision === "approve") {
      await tx
        .update(users)
        .set({ photoVerifiedAt: new Date(), photoVerificationFailures: 0 })
        .where(eq(users.id, memberId));
    }
    await recordAction(tx, {
      moderatorId: moderator.id,
      memberId,
      action: decision === "approve" ? "approve_photo_verification" : "decline_photo_verification",
      reason,
    });
    return closed;
  });
  await removeSelfies(ctx, selfies);
}
