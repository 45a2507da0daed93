import {
  VERIFICATION_LIMITS,
  VERIFICATION_POSES,
  VERIFICATION_PROBLEMS,
  type VerificationChallenge,
  type VerificationPose,
  type VerificationStatus,
} from "@devmatch/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { faceDescriptors, photoVerificationReviews, users, verificationChallenges } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { descriptorToBytes, type FaceReading, faceSimilarity, withFaceReader } from "../../lib/face-checks.ts";
import { listPhotos } from "../users/load.ts";
import { readStoredPhoto } from "./photos.ts";

type VerificationContext = Pick<AppContext, "db" | "storage">;

/**
 * Thresholds, measured on the face library's own sample pictures (see docs/decisions.md, "Photo verification"):
 * the same man's pictures scored 0.49–0.84 against each other, different people at most 0.24.
 */
export const FACE_THRESHOLDS = {
  /** Smallest face detection confidence counted as a face. */
  faceScore: 0.6,
  /** Smallest face, in pixels of the still as analysed (at most 720 px on its longest side). */
  faceSize: 60,
  /** Yaw (degrees) under which a head counts as straight, and over which it counts as turned. */
  straightYawMax: 12,
  turnedYawMin: 15,
  /** Anti-spoofing ("real") and liveness scores a still must reach. */
  realMin: 0.3,
  liveMin: 0.5,
  /** Similarity at which two faces count as the same person. */
  sameFaceMin: 0.42,
} as const;

const DEGREES = 180 / Math.PI;

/** The member's verification as they see it; never the descriptor's numbers. */
export async function verificationStatus(
  ctx: Pick<AppContext, "db">,
  { userId }: { userId: string },
): Promise<VerificationStatus> {
  const [row] = await ctx.db
    .select({
      verifiedAt: users.photoVerifiedAt,
      failures: users.photoVerificationFailures,
      descriptorSince: faceDescriptors.consentedAt,
      reviewPending: sql<boolean>`exists (select from ${photoVerificationReviews}
        where ${photoVerificationReviews.memberId} = ${users.id} and ${photoVerificationReviews.status} = 'pending')`,
    })
    .from(users)
    .leftJoin(faceDescriptors, eq(faceDescriptors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Member not found");
  const verified = row.verifiedAt !== null;
  return {
    photoVerified: verified,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    descriptorHeld: row.descriptorSince !== null,
    descriptorSince: row.descriptorSince?.toISOString() ?? null,
    failures: row.failures,
    reviewOffered: !verified && !row.reviewPending && row.failures >= VERIFICATION_LIMITS.failuresBeforeReview,
    reviewPending: row.reviewPending,
  };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A random pose sequence: looking straight and turned one way, in either order. One use, five minutes. */
export async function issueChallenge(
  ctx: Pick<AppContext, "db">,
  { userId }: { userId: string },
): Promise<VerificationChallenge> {
  const turned = pick(VERIFICATION_POSES.filter((pose) => pose !== "straight"));
  const poses: VerificationPose[] = Math.random() < 0.5 ? ["straight", turned] : [turned, "straight"];
  const expiresAt = new Date(Date.now() + VERIFICATION_LIMITS.challengeMinutes * 60_000);
  const [row] = await ctx.db
    .insert(verificationChallenges)
    .values({ userId, poses, expiresAt })
    .returning({ id: verificationChallenges.id });
  if (!row) throw new Error("could not store a challenge");
  return { challengeId: row.id, poses, expiresAt: expiresAt.toISOString() };
}

/** Takes the challenge for this member, once: an expired, used or someone else's challenge is refused. */
async function consumeChallenge(db: Queryable, { userId, challengeId }: { userId: string; challengeId: string }) {
  const [row] = await db
    .update(verificationChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationChallenges.id, challengeId),
        eq(verificationChallenges.userId, userId),
        isNull(verificationChallenges.usedAt),
        gt(verificationChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ poses: verificationChallenges.poses });
  if (!row) {
    throw new AppError(
      "VALIDATION_ERROR",
      "challengeId: This check has expired or was already used. Start again to get new instructions.",
    );
  }
  return row.poses;
}

/** The head's pose in a still, from the mesh's yaw: negative yaw is the person's own left (unmirrored camera). */
function poseOf(face: FaceReading): VerificationPose | null {
  const yaw = face.rotationYaw * DEGREES;
  if (Math.abs(yaw) <= FACE_THRESHOLDS.straightYawMax) return "straight";
  if (yaw <= -FACE_THRESHOLDS.turnedYawMin) return "left";
  if (yaw >= FACE_THRESHOLDS.turnedYawMin) return "right";
  return null;
}

const clearFaces = (faces: FaceReading[]) =>
  faces.filter((face) => face.score >= FACE_THRESHOLDS.faceScore && face.size >= FACE_THRESHOLDS.faceSize);

type StillOutcome = { face: FaceReading } | { problem: "noFace" | "manyFaces" | "wrongPose" };

/** The first still of a pose's burst with exactly one clear face in that pose; else what went wrong. */
async function stillForPose(
  read: (image: Buffer) => Promise<FaceReading[]>,
  stills: Buffer[],
  pose: VerificationPose,
): Promise<StillOutcome> {
  let problem: "noFace" | "manyFaces" | "wrongPose" = "noFace";
  for (const still of stills) {
    const faces = clearFaces(await read(still));
    if (faces.length > 1) {
      problem = "manyFaces";
      continue;
    }
    const [face] = faces;
    if (!face) continue;
    if (poseOf(face) === pose) return { face };
    if (problem === "noFace") problem = "wrongPose";
  }
  return { problem };
}

const bestMatch = (faces: FaceReading[], reference: number[]) =>
  Math.max(0, ...faces.map((face) => faceSimilarity(face.embedding, reference)));

export interface SelfieCheck {
  verified: boolean;
  problem: string | null;
  /** The straight still's descriptor, when verified. */
  descriptor: number[] | null;
}

/**
 * Runs the checks on the stills, in order: for each requested pose a still with exactly one clear face in that
 * pose; anti-spoofing and liveness above their thresholds; the same person in every still; and that person in the
 * primary photo and in at least half of the other photos that show a face. Stills live only in memory.
 */
export async function checkStills(
  ctx: VerificationContext,
  options: { userId: string; poses: VerificationPose[]; stills: Buffer[][] },
): Promise<SelfieCheck> {
  const photoRows = await listPhotos(ctx, { userId: options.userId });
  const photoFiles: Buffer[] = [];
  for (const photo of photoRows) {
    const file = await readStoredPhoto(ctx.storage, photo.id);
    if (file) photoFiles.push(file);
  }
  if (photoFiles.length === 0) {
    throw new AppError("CONFLICT", "Add a photo of yourself to your profile before verifying it.");
  }
  const fail = (problem: string): SelfieCheck => ({ verified: false, problem, descriptor: null });
  return withFaceReader(async (read) => {
    const chosen: { pose: VerificationPose; face: FaceReading }[] = [];
    for (const [index, pose] of options.poses.entries()) {
      const outcome = await stillForPose(read, options.stills[index] ?? [], pose);
      if ("problem" in outcome) {
        if (outcome.problem === "wrongPose") return fail(VERIFICATION_PROBLEMS.wrongPose(pose, index));
        return fail(VERIFICATION_PROBLEMS[outcome.problem]);
      }
      chosen.push({ pose, face: outcome.face });
    }
    if (chosen.some(({ face }) => face.real < FACE_THRESHOLDS.realMin || face.live < FACE_THRESHOLDS.liveMin)) {
      return fail(VERIFICATION_PROBLEMS.notLive);
    }
    const straight = chosen.find(({ pose }) => pose === "straight")?.face ?? chosen[0]?.face;
    if (!straight) return fail(VERIFICATION_PROBLEMS.noFace);
    const reference = straight.embedding;
    if (chosen.some(({ face }) => faceSimilarity(face.embedding, reference) < FACE_THRESHOLDS.sameFaceMin)) {
      return fail(VERIFICATION_PROBLEMS.noMatch);
    }
    const [primary, ...others] = await readAll(read, photoFiles);
    const primaryFaces = clearFaces(primary ?? []);
    if (primaryFaces.length === 0) return fail(VERIFICATION_PROBLEMS.noPhotoFace);
    if (bestMatch(primaryFaces, reference) < FACE_THRESHOLDS.sameFaceMin) return fail(VERIFICATION_PROBLEMS.noMatch);
    const withFace = others.map(clearFaces).filter((faces) => faces.length > 0);
    const matching = withFace.filter((faces) => bestMatch(faces, reference) >= FACE_THRESHOLDS.sameFaceMin).length;
    if (matching * 2 < withFace.length) return fail(VERIFICATION_PROBLEMS.noMatch);
    return { verified: true, problem: null, descriptor: reference };
  });
}

async function readAll(read: (image: Buffer) => Promise<FaceReading[]>, images: Buffer[]) {
  const readings: FaceReading[][] = [];
  for (const image of images) readings.push(await read(image));
  return readings;
}

/**
 * `POST /api/verification/selfie`: takes the challenge, checks the stills, and records the outcome in one
 * transaction: the badge, the descriptor only with consent (else any held one is deleted), or one more failure.
 */
export async function verifySelfie(
  ctx: VerificationContext,
  options: { userId: string; challengeId: string; stills: Buffer[][]; consent: boolean },
) {
  const poses = await consumeChallenge(ctx.db, options);
  if (options.stills.length !== poses.length || options.stills.some((burst) => burst.length === 0)) {
    throw new AppError("VALIDATION_ERROR", `stills: Send at least one still for each of the ${poses.length} poses.`);
  }
  const check = await checkStills(ctx, { userId: options.userId, poses, stills: options.stills });
  const descriptor = check.descriptor;
  const reviewSelfies = await ctx.db.transaction(async (tx) => {
    if (!check.verified || !descriptor) {
      await tx
        .update(users)
        .set({ photoVerificationFailures: sql`${users.photoVerificationFailures} + 1` })
        .where(eq(users.id, options.userId));
      return [];
    }
    await tx
      .update(users)
      .set({ photoVerifiedAt: new Date(), photoVerificationFailures: 0 })
      .where(eq(users.id, options.userId));
    if (options.consent) {
      const bytes = descriptorToBytes(descriptor);
      await tx
        .insert(faceDescriptors)
        .values({ userId: options.userId, descriptor: bytes })
        .onConflictDoUpdate({ target: faceDescriptors.userId, set: { descriptor: bytes, consentedAt: new Date() } });
    } else {
      await tx.delete(faceDescriptors).where(eq(faceDescriptors.userId, options.userId));
    }
    // A review waiting for a moderator is settled by the member's own success; its selfie goes.
    return closePendingReviews(tx, { memberId: options.userId, status: "approved" });
  });
  await removeSelfies(ctx, reviewSelfies);
  return {
    verified: check.verified,
    problem: check.problem,
    status: await verificationStatus(ctx, { userId: options.userId }),
  };
}

/** Marks the member's pending review decided; answers the selfie files to delete after the commit. */
export async function closePendingReviews(
  db: Queryable,
  { memberId, status }: { memberId: string; status: "approved" | "declined" },
) {
  const closed = await db
    .update(photoVerificationReviews)
    .set({ status, decidedAt: new Date(), selfieKey: null })
    .where(and(eq(photoVerificationReviews.memberId, memberId), eq(photoVerificationReviews.status, "pending")))
    .returning({ id: photoVerificationReviews.id });
  return closed.map((review) => selfieKeyOf(review.id));
}

export const selfieKeyOf = (reviewId: string) => `selfie-${reviewId}.webp`;

export async function removeSelfies(ctx: Pick<AppContext, "storage" | "log"> | VerificationContext, keys: string[]) {
  for (const key of keys) {
    await ctx.storage.remove(key).catch(() => undefined);
  }
}

/** The member withdraws consent: the descriptor is deleted at once (the badge stays). */
export async function withdrawFaceConsent(ctx: Pick<AppContext, "db">, { userId }: { userId: string }) {
  await ctx.db.delete(faceDescriptors).where(eq(faceDescriptors.userId, userId));
}
