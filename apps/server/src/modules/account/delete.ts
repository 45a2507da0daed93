import { MESSAGES } from "@devmatch/shared";
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  chatPhotos,
  chatVoiceNotes,
  emailCodes,
  matches,
  photos,
  photoVerificationReviews,
  type UserRow,
  users,
} from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { liveChatsOf, takeOutOfCirculation } from "../../policies/circulation.ts";
import { withEmailCode } from "../auth/email-codes.ts";
import { enforceCodeSendLimits } from "../auth/limits.ts";
import { sendCode } from "../auth/service.ts";
import { removeChatPhotoFiles } from "../chat/photos.ts";
import { removeChatVoiceFiles } from "../chat/voice-notes.ts";
import { removeFiles } from "../photos/service.ts";
import { removeVoiceFile } from "../starters/voice.ts";
import { retainConversations } from "./retention.ts";
import { assertPassword } from "./service.ts";

/** A fresh code for deleting the account, for members who sign in without a password. */
export async function sendDeleteCode(ctx: AppContext, options: { user: UserRow; ip: string }) {
  const { user } = options;
  await enforceCodeSendLimits(ctx, {
    ip: options.ip,
    email: user.email,
    purpose: "delete",
    message: MESSAGES.auth.rateLimited,
  });
  await sendCode(ctx, { email: user.email, firstName: user.firstName, purpose: "delete" });
}

/**
 * Removes the member and everything of theirs in one transaction (the foreign keys cascade to photos, swipes,
 * matches and their messages, notifications, sessions, boosts, push subscriptions and export links; reports
 * they made lose the reporter; reports about them stay), then their photo and voice files and those of their
 * chats, their sockets, and every
 * chat with them, which closes on the partner's screen as a block does. Each partner keeps an anonymised copy
 * of their conversation for the retention period, so what was said can still be reported.
 */
export async function deleteAccount(
  ctx: AppContext,
  options: { user: UserRow; ip: string; proof: { password: string } | { otp: string } },
) {
  const { user, proof } = options;
  const remove = async (tx: Transaction) => {
    const chats = await liveChatsOf({ db: tx }, { userId: user.id });
    const photoIds = await tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, user.id));
    const [own] = await tx.select({ voicePrompt: users.voicePrompt }).from(users).where(eq(users.id, user.id));
    // A selfie waiting for a moderator goes with the account (the face descriptor goes with the row).
    const selfies = await tx
      .select({ key: photoVerificationReviews.selfieKey })
      .from(photoVerificationReviews)
      .where(and(eq(photoVerificationReviews.memberId, user.id), isNotNull(photoVerificationReviews.selfieKey)));
    // Every photo and voice note of their conversations, sent by them or to them, goes with the matches (the rows
    // cascade).
    const chatPhotoIds = await tx
      .select({ id: chatPhotos.id })
      .from(chatPhotos)
      .innerJoin(matches, eq(matches.id, chatPhotos.matchId))
      .where(or(eq(matches.userA, user.id), eq(matches.userB, user.id)));
    const chatVoiceIds = await tx
      .select({ id: chatVoiceNotes.id })
      .from(chatVoiceNotes)
      .innerJoin(matches, eq(matches.id, chatVoiceNotes.matchId))
      .where(or(eq(matches.userA, user.id), eq(matches.userB, user.id)));
    await retainConversations(tx, { memberId: user.id });
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
    return {
      chats,
      photoIds,
      voicePrompt: own?.voicePrompt ?? null,
      selfieKeys: selfies.flatMap((selfie) => (selfie.key ? [selfie.key] : [])),
      chatPhotoIds: chatPhotoIds.map((photo) => photo.id),
      chatVoiceIds: chatVoiceIds.map((voice) => voice.id),
    };
  };
  let outcome: Awaited<ReturnType<typeof remove>>;
  if ("password" in proof) {
    await assertPassword(ctx, { user, password: proof.password, ip: options.ip, field: "password" });
    outcome = await ctx.db.transaction(remove);
  } else {
    const code = { email: user.email, purpose: "delete", code: proof.otp, ip: options.ip } as const;
    outcome = await withEmailCode(ctx, code, remove);
  }
  await takeOutOfCirculation(ctx, { userId: user.id, chats: outcome.chats });
  for (const key of outcome.selfieKeys) {
    await ctx.storage
      .remove(key)
      .catch((error: unknown) => ctx.log.error({ err: error }, "could not remove a deleted member's selfie"));
  }
  await Promise.all(
    outcome.photoIds.map((photo) =>
      removeFiles(ctx.storage, photo.id).catch((error: unknown) =>
        ctx.log.error({ err: error, photoId: photo.id }, "could not remove a deleted member's photo"),
      ),
    ),
  );
  await removeVoiceFile(ctx, outcome.voicePrompt);
  await removeChatPhotoFiles(ctx.storage, outcome.chatPhotoIds).catch((error: unknown) =>
    ctx.log.error({ err: error }, "could not remove a deleted member's chat photos"),
  );
  await removeChatVoiceFiles(ctx.storage, outcome.chatVoiceIds).catch((error: unknown) =>
    ctx.log.error({ err: error }, "could not remove a deleted member's chat voice notes"),
  );
}
