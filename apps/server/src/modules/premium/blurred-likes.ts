import type { Readable } from "node:stream";
import type { UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { blurPhoto } from "../../lib/images/pipeline.ts";
import { photoVisible } from "../../policies/visibility.ts";
import { findRequest } from "../matching/lists.ts";
import { photosByUser } from "../users/load.ts";

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The blurred photo of a like the member's plan does not show: made here from the liker's primary thumbnail,
 * shrunk to a few pixels, so what reaches a Free member cannot be sharpened back into a face. Only for a like of
 * the viewer, and only while the policy lets the viewer see that photo at all.
 */
export async function readBlurredLikePhoto(
  ctx: AppContext,
  { viewer, requestId }: { viewer: UserRow; requestId: string },
) {
  const like = await findRequest(ctx, { viewerId: viewer.id, requestId });
  const primary = (await photosByUser(ctx, { userIds: [like.swiperId] })).get(like.swiperId)?.[0];
  if (!primary || !(await photoVisible(ctx, { viewer, photoId: primary.id }))) throw notFound("Photo not found");
  const stream = await ctx.storage.read(`${primary.id}-thumb.webp`);
  if (!stream) throw notFound("Photo not found");
  return blurPhoto(await bufferOf(stream));
}
