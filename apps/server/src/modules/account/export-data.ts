import { surnameInitial } from "@devmatch/shared";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  blocks,
  boosts,
  chatPhotos,
  chatVoiceNotes,
  faceDescriptors,
  hiddenContacts,
  matches,
  messageReactions,
  messages,
  networkProfiles,
  networkSwipes,
  notifications,
  payments,
  photos,
  reports,
  type StoredVoicePrompt,
  sessions,
  swipes,
  type UserRow,
  users,
} from "../../db/schema.ts";
import { presentNetworkProfile } from "../network/presenter.ts";
import { voiceFileKey } from "../starters/voice.ts";
import { presentSessionUser } from "../users/presenter.ts";
import { presentNotificationChoices } from "./presenter.ts";

/** Another member as the export names them: only what the member could see of them on a card anyway. */
interface OtherMember {
  _id: string;
  firstName: string;
  lastName: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const photoFileName = (photoId: string) => `photos/${photoId}.webp`;
/** The voice prompt's file in the ZIP, under the name it is stored by. */
export const voiceFileName = (voice: StoredVoicePrompt) => `voice/${voiceFileKey(voice)}`;
export const chatPhotoFileName = (photoId: string) => `chat-photos/${photoId}.webp`;
const voiceOf = (voice: { id: string; mimeType: string; durationMs: number } | undefined) =>
  voice ? { file: chatVoiceFileName(voice), durationMs: voice.durationMs } : null;

export const chatVoiceFileName = (voice: { id: string; mimeType: string }) =>
  `chat-voice-notes/${voice.id}.${voice.mimeType === "audio/mp4" ? "m4a" : "webm"}`;

/**
 * Everything held about the member, as one JSON-ready object: their own rows in full, anyone else only as a
 * name on a card. Read in one transaction so the parts agree with each other.
 */
export async function gatherMemberData({ db }: { db: Queryable }, { user }: { user: UserRow }) {
  const photoRows = await db.select().from(photos).where(eq(photos.userId, user.id)).orderBy(asc(photos.position));
  const matchRows = await db
    .select()
    .from(matches)
    .where(or(eq(matches.userA, user.id), eq(matches.userB, user.id)));
  const swipeRows = await db.select().from(swipes).where(eq(swipes.swiperId, user.id)).orderBy(asc(swipes.createdAt));
  const networkSwipeRows = await db
    .select()
    .from(networkSwipes)
    .where(eq(networkSwipes.swiperId, user.id))
    .orderBy(asc(networkSwipes.createdAt));
  const [networkProfile] = await db.select().from(networkProfiles).where(eq(networkProfiles.userId, user.id));
  const hiddenRows = await db.select().from(hiddenContacts).where(eq(hiddenContacts.userId, user.id));
  const blockRows = await db.select().from(blocks).where(eq(blocks.blockerId, user.id));
  const reportRows = await db.select().from(reports).where(eq(reports.reporterId, user.id));
  const matchIds = matchRows.map((match) => match.id);
  const messageRows = matchIds.length
    ? await db.select().from(messages).where(inArray(messages.matchId, matchIds)).orderBy(asc(messages.seq))
    : [];
  const reactionRows = messageRows.length
    ? await db
        .select()
        .from(messageReactions)
        .where(
          inArray(
            messageReactions.messageId,
            messageRows.map((message) => message.id),
          ),
        )
    : [];
  // The photos of their conversations, sent by them or to them (they saw both).
  const chatPhotoRows = matchIds.length
    ? await db.select({ id: chatPhotos.id }).from(chatPhotos).where(inArray(chatPhotos.matchId, matchIds))
    : [];
  const exportedChatPhotos = new Set(chatPhotoRows.map((photo) => photo.id));
  const chatVoiceRows = matchIds.length
    ? await db
        .select({ id: chatVoiceNotes.id, mimeType: chatVoiceNotes.mimeType, durationMs: chatVoiceNotes.durationMs })
        .from(chatVoiceNotes)
        .where(inArray(chatVoiceNotes.matchId, matchIds))
    : [];
  const exportedVoiceNotes = new Map(chatVoiceRows.map((voice) => [voice.id, voice]));
  const partnerOf = (match: (typeof matchRows)[number]) => (match.userA === user.id ? match.userB : match.userA);
  const otherIds = [
    ...new Set([
      ...matchRows.map(partnerOf),
      ...swipeRows.map((swipe) => swipe.targetId),
      ...networkSwipeRows.map((swipe) => swipe.targetId),
      ...blockRows.map((block) => block.blockedId),
      ...reportRows.map((report) => report.reportedId),
    ]),
  ];
  const others = new Map<string, OtherMember>();
  if (otherIds.length) {
    const rows = await db
      .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, otherIds));
    // Someone the member never matched is named as everywhere else: by the initial of their surname.
    const partners = new Set(matchRows.filter((match) => match.endedAt === null).map(partnerOf));
    for (const row of rows)
      others.set(row._id, partners.has(row._id) ? row : { ...row, lastName: surnameInitial(row.lastName) });
  }
  const member = (id: string): OtherMember | { _id: string; deleted: true } =>
    others.get(id) ?? { _id: id, deleted: true };
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
  const [descriptor] = await db
    .select({ since: faceDescriptors.consentedAt })
    .from(faceDescriptors)
    .where(eq(faceDescriptors.userId, user.id));
  const notificationRows = await db.select().from(notifications).where(eq(notifications.userId, user.id));
  const boostRows = await db.select().from(boosts).where(eq(boosts.userId, user.id));
  const paymentRows = await db.select().from(payments).where(eq(payments.userId, user.id));
  const receivedLikes = await db
    .select({ id: swipes.id })
    .from(swipes)
    .where(and(eq(swipes.targetId, user.id), inArray(swipes.action, ["like", "superlike"])));
  const receivedNetworkLikes = await db
    .select({ id: networkSwipes.id })
    .from(networkSwipes)
    .where(and(eq(networkSwipes.targetId, user.id), eq(networkSwipes.action, "like")));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...presentSessionUser(user, photoRows),
      pendingEmail: user.pendingEmail,
      isSuspended: user.isSuspended,
      lastActiveAt: iso(user.lastActiveAt),
      updatedAt: iso(user.updatedAt),
      notifications: presentNotificationChoices(user),
      /** Your own position, as you gave it; nobody else ever receives it. */
      position: user.latitude === null ? null : { latitude: user.latitude, longitude: user.longitude },
    },
    /** Your voice prompt as you recorded it (without its metadata), with its length and transcript. */
    voicePrompt: user.voicePrompt
      ? {
          durationMs: user.voicePrompt.durationMs,
          mimeType: user.voicePrompt.mimeType,
          transcript: user.voicePrompt.transcript,
          file: voiceFileName(user.voicePrompt),
        }
      : null,
    /** The "Photo verified" badge, and whether we keep your face descriptor (never its numbers) and since when. */
    photoVerification: {
      verifiedAt: iso(user.photoVerifiedAt),
      faceDescriptorHeld: descriptor !== undefined,
      faceDescriptorHeldSince: iso(descriptor?.since ?? null),
    },
    photos: photoRows.map((photo) => ({
      id: photo.id,
      position: photo.position,
      width: photo.width,
      height: photo.height,
      createdAt: iso(photo.createdAt),
      file: photoFileName(photo.id),
    })),
    swipes: swipeRows.map((swipe) => ({
      action: swipe.action,
      createdAt: iso(swipe.createdAt),
      member: member(swipe.targetId),
      /** What of their profile you liked, as it was then, and the comment you sent with it. */
      liked: swipe.liked,
      comment: swipe.comment,
    })),
    likesReceived: receivedLikes.length,
    /** Networking mode: your network profile, your swipes there, and the small-world settings. */
    network: {
      profile: networkProfile ? presentNetworkProfile(networkProfile) : null,
      swipes: networkSwipeRows.map((swipe) => ({
        action: swipe.action,
        createdAt: iso(swipe.createdAt),
        member: member(swipe.targetId),
      })),
      likesReceived: receivedNetworkLikes.length,
      hideSmallWorld: user.hideSmallWorld,
      /** Addresses you hide from are kept only as SHA-256 hashes; this is all there is of them. */
      hiddenEmailHashes: hiddenRows.map((row) => row.emailHash),
    },
    matches: matchRows.map((match) => ({
      id: match.id,
      mode: match.mode,
      createdAt: iso(match.createdAt),
      member: member(partnerOf(match)),
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      matchId: message.matchId,
      sentByMe: message.senderId === user.id,
      kind: message.kind,
      text: message.text,
      photoId: message.photoId,
      /** A photo message's photo: its file in this download. */
      photo: message.photoId && exportedChatPhotos.has(message.photoId) ? chatPhotoFileName(message.photoId) : null,
      voiceId: message.voiceId,
      /** A voice note's recording: its file in this download, and its length. */
      voice: voiceOf(message.voiceId ? exportedVoiceNotes.get(message.voiceId) : undefined),
      call: message.callOutcome ? { outcome: message.callOutcome, seconds: message.callSeconds ?? 0 } : null,
      /** A like's comment that opened the chat quotes what it answered. */
      quote: message.quote,
      replyTo: message.replyTo,
      reactions: reactionRows
        .filter((reaction) => reaction.messageId === message.id)
        .map((reaction) => ({ byMe: reaction.userId === user.id, emoji: reaction.emoji })),
      createdAt: iso(message.createdAt),
      readAt: iso(message.readAt),
    })),
    blocks: blockRows.map((block) => ({ createdAt: iso(block.createdAt), member: member(block.blockedId) })),
    reports: reportRows.map((report) => ({
      id: report.id,
      reason: report.reason,
      createdAt: iso(report.createdAt),
      member: member(report.reportedId),
    })),
    notifications: notificationRows.map((row) => ({
      type: row.type,
      matchId: row.matchId,
      createdAt: iso(row.createdAt),
      readAt: iso(row.readAt),
    })),
    boosts: boostRows.map((boost) => ({ startsAt: iso(boost.startsAt), endsAt: iso(boost.endsAt) })),
    /** Sign-ins: when each started and ends (no device details are kept). */
    sessions: sessionRows.map((session) => ({
      createdAt: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      rememberMe: session.persistent,
    })),
    payments: paymentRows.map((payment) => ({
      plan: payment.plan,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      status: payment.status,
      createdAt: iso(payment.createdAt),
      paidAt: iso(payment.paidAt),
    })),
  };
}
