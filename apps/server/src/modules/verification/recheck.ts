import { eq } from "drizzle-orm";
import { faceDescriptors, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { descriptorFromBytes, faceSimilarity, readFaces } from "../../lib/face-checks.ts";
import { readStoredPhoto } from "./photos.ts";
import { FACE_THRESHOLDS } from "./service.ts";

/**
 * Keeps the "Photo verified" badge true to the photos after they change. A new primary photo (`primary`, null
 * when none is left) keeps the badge only if it shows the verified face, which needs the descriptor the member
 * consented to keeping; without one, any change of the primary photo takes the badge off. An added photo
 * (`added`) showing faces, none of them the verified one, takes it off too; without a descriptor it can't be
 * checked and changes nothing.
 */
export async function recheckPhotoVerification(
  ctx: Pick<AppContext, "db" | "storage">,
  options: { userId: string; change: "primary" | "added"; photoId: string | null },
) {
  const [row] = await ctx.db
    .select({ verifiedAt: users.photoVerifiedAt, descriptor: faceDescriptors.descriptor })
    .from(users)
    .leftJoin(faceDescriptors, eq(faceDescriptors.userId, users.id))
    .where(eq(users.id, options.userId));
  if (!row?.verifiedAt) return;
  const removeBadge = () => ctx.db.update(users).set({ photoVerifiedAt: null }).where(eq(users.id, options.userId));
  if (!row.descriptor) {
    if (options.change === "primary") await removeBadge();
    return;
  }
  const file = options.photoId ? await readStoredPhoto(ctx.storage, options.photoId) : null;
  if (!file) {
    if (options.change === "primary") await removeBadge();
    return;
  }
  const reference = descriptorFromBytes(row.descriptor);
  // A photo that can't be checked now (the server is busy) counts as not matching: the badge must stay true.
  const faces = await readFaces([file])
    .then(([found]) => (found ?? []).filter((face) => face.score >= FACE_THRESHOLDS.faceScore))
    .catch(() => null);
  if (faces === null) return removeBadge();
  const matches = faces.some((face) => faceSimilarity(face.embedding, reference) >= FACE_THRESHOLDS.sameFaceMin);
  if (matches) return;
  if (options.change === "primary" || faces.length > 0) await removeBadge();
}
