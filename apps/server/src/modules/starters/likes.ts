import { codeExcerpt, type LikeTarget } from "@devmatch/shared";
import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { messages, photos, type StoredLikedItem, swipes, type UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * What a like is on, checked against the member liked and kept as it is now (so the quote in the chat reads as
 * what was answered, whatever they edit later). Anything that is not theirs is refused.
 */
export async function likedItemOf(
  tx: Transaction,
  { target, on }: { target: UserRow; on: LikeTarget },
): Promise<StoredLikedItem> {
  switch (on.kind) {
    case "photo": {
      const [photo] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.id, on.id), eq(photos.userId, target.id), isNull(photos.removedAt)));
      if (!photo) throw new AppError("VALIDATION_ERROR", "on.id: That photo is not on this member's profile.");
      return { kind: "photo", id: photo.id };
    }
    case "prompt": {
      const answer = target.prompts.find((prompt) => prompt.promptId === on.id);
      if (!answer) throw new AppError("VALIDATION_ERROR", "on.id: This member has not answered that prompt.");
      return { kind: "prompt", id: answer.promptId, answer: answer.answer };
    }
    case "code": {
      const card = target.codeCard;
      if (!card) throw new AppError("VALIDATION_ERROR", "on.kind: This member has no code card.");
      return { kind: "code", language: card.language, excerpt: codeExcerpt(card.code), caption: card.caption };
    }
  }
}

/**
 * On a new match, each like's comment between the two becomes a message of the new conversation, oldest like
 * first, quoting what it answered. Written in the match's transaction, so the chat never opens without them.
 */
export async function openWithComments(tx: Transaction, options: { matchId: string; userA: string; userB: string }) {
  const { matchId, userA, userB } = options;
  const commented = await tx
    .select()
    .from(swipes)
    .where(
      and(
        or(
          and(eq(swipes.swiperId, userA), eq(swipes.targetId, userB)),
          and(eq(swipes.swiperId, userB), eq(swipes.targetId, userA)),
        ),
        isNotNull(swipes.comment),
      ),
    )
    .orderBy(asc(swipes.createdAt), asc(swipes.id));
  for (const like of commented) {
    if (!like.comment) continue;
    await tx
      .insert(messages)
      .values({
        matchId,
        senderId: like.swiperId,
        clientId: `like-${like.id}`,
        text: like.comment,
        flag: like.commentFlag,
        sentAnyway: like.commentFlag !== null,
        quote: like.liked,
      })
      .onConflictDoNothing();
  }
}
