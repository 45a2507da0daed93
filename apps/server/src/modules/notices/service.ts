import {
  describeNotice,
  type NoticeEvent,
  type NoticeKind,
  type NotificationEvent,
  type PushPayload,
} from "@devmatch/shared";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { pushSubscriptions, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { hmac, safeEqual } from "../../lib/crypto.ts";
import { nameForNotice } from "../../lib/mail-text.ts";
import { pushToMember } from "../push/service.ts";
import { noticeEmail } from "./email.ts";

/** Notices that may reach a member outside the app (a like is only ever shown inside it, without a name). */
export type AwayNoticeKind = Exclude<NoticeKind, "like">;
export interface Actor {
  id: string;
  firstName: string;
}
const EMAIL_GAP_MS = 3_600_000;

/** The member's choice that allows each notice; a call is a conversation's, like a message. */
const choiceOf = {
  match: "notifyMatches",
  message: "notifyMessages",
  superlike: "notifySuperLikes",
  call: "notifyMessages",
} as const;

/** The mode of a match: a network match is a connection, and says so. */
export type NoticeMode = "date" | "network";

/** The socket payload of a notice about `actor` (a call's rings through `callIncoming` instead). */
export function noticeEvent(kind: Exclude<AwayNoticeKind, "call">, actor: Actor, mode?: NoticeMode): NotificationEvent;
export function noticeEvent(kind: AwayNoticeKind, actor: Actor, mode?: NoticeMode): NoticeEvent;
export function noticeEvent(kind: AwayNoticeKind, actor: Actor, mode: NoticeMode = "date"): NoticeEvent {
  return kind === "match"
    ? { type: kind, fromUserId: actor.id, firstName: actor.firstName, mode }
    : { type: kind, fromUserId: actor.id, firstName: actor.firstName };
}

/**
 * A notice for outside the app: the actor's name goes through the same sanitiser as every email, since it lands
 * in subjects and on lock screens.
 */
const awayNotice = (kind: AwayNoticeKind, actor: Actor, mode?: NoticeMode) =>
  describeNotice(noticeEvent(kind, { id: actor.id, firstName: nameForNotice(actor.firstName) || "A member" }, mode));

/** A link that turns notice emails off for this member without signing in. */
export function unsubscribeUrl(ctx: Pick<AppContext, "config" | "secret">, { userId }: { userId: string }) {
  return `${ctx.config.publicOrigin}/api/notifications/unsubscribe?u=${userId}&s=${hmac(ctx.secret, `unsubscribe:${userId}`)}`;
}
export const validUnsubscribe = (ctx: Pick<AppContext, "secret">, options: { userId: string; signature: string }) =>
  safeEqual(hmac(ctx.secret, `unsubscribe:${options.userId}`), options.signature);

/**
 * Claims the member's hourly email: true (and the hour starts now) unless an email went out within the hour.
 * One statement, so two servers cannot both claim it.
 */
export async function claimEmailSlot(ctx: Pick<AppContext, "db">, { userId }: { userId: string }) {
  const claimed = await ctx.db
    .update(users)
    .set({ lastNoticeEmailAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastNoticeEmailAt), lt(users.lastNoticeEmailAt, new Date(Date.now() - EMAIL_GAP_MS))),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

export async function sendNoticeEmail(
  ctx: AppContext,
  options: {
    member: { id: string; email: string; firstName: string };
    kind: AwayNoticeKind;
    actor: Actor;
    mode?: NoticeMode;
  },
) {
  const { member, kind, actor, mode } = options;
  if (!(await claimEmailSlot(ctx, { userId: member.id }))) return false;
  const notice = awayNotice(kind, actor, mode);
  await ctx.mailer.send(
    noticeEmail({
      to: member.email,
      firstName: member.firstName,
      headline: notice.headline,
      link: `${ctx.config.publicOrigin}${notice.link}`,
      unsubscribeUrl: unsubscribeUrl(ctx, { userId: member.id }),
    }),
  );
  return true;
}

/**
 * How a notice reaches a member outside the app, decided in one place:
 * - the member who caused it (the swipe that made a match) saw it in the app already and is never told;
 * - a member online in the app sees it there, live (the match moment, a toast): no push, no email;
 * - otherwise a push to each of their browsers, or, without any, an email for a match or a super like (messages
 *   wait for the 15-minute sweep; a ringing call is push only), if they keep emails on.
 */
export function awayChannel(options: {
  kind: AwayNoticeKind;
  online: boolean;
  pushSubscriptions: number;
  emailsOn: boolean;
}): "none" | "push" | "email" {
  if (options.online) return "none";
  if (options.pushSubscriptions > 0) return "push";
  // A message waits for the sweep's email; a call is over long before an email is read.
  return (options.kind === "match" || options.kind === "superlike") && options.emailsOn ? "email" : "none";
}

/**
 * Tells a member who is not in the app about a match, a message, a super like or a ringing call, as
 * `awayChannel` decides.
 * Never carries message text. Runs after the commit and never fails the request that caused it.
 */
export async function notifyAway(
  ctx: AppContext,
  options: { userId: string; kind: AwayNoticeKind; actor: Actor; mode?: NoticeMode },
) {
  const { userId, kind, actor, mode } = options;
  try {
    // The member's choices and their browsers in one read.
    const rows = await ctx.db
      .select({ member: users, subscription: pushSubscriptions })
      .from(users)
      .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
      .where(eq(users.id, userId));
    const member = rows[0]?.member;
    if (!member?.[choiceOf[kind]]) return;
    const subscriptions = rows.flatMap((row) => (row.subscription ? [row.subscription] : []));
    const online = (await ctx.realtime.onlineAmong([userId])).has(userId);
    const channel = awayChannel({
      kind,
      online,
      pushSubscriptions: subscriptions.length,
      emailsOn: member.notifyByEmail,
    });
    if (channel === "push") {
      const notice = awayNotice(kind, actor, mode);
      const payload: PushPayload = { title: "DevMatch", body: notice.headline, url: notice.link, tag: notice.tag };
      await pushToMember(ctx, { userId, payload, subscriptions });
    } else if (channel === "email") {
      await sendNoticeEmail(ctx, { member, kind, actor, mode });
    }
  } catch (error) {
    ctx.log.error({ err: error, kind }, "could not send a notice");
  }
}

/** Turns notice emails off, from the link in one (no session needed). */
export async function unsubscribeEmails(ctx: AppContext, options: { userId: string; signature: string }) {
  if (!validUnsubscribe(ctx, options)) return false;
  await ctx.db.update(users).set({ notifyByEmail: false }).where(sql`${users.id} = ${options.userId}::uuid`);
  return true;
}

/**
 * A match, like or super like for `userId`, after the change that caused it has been committed: the socket event
 * their open screens show, and a push or email when it may reach them outside the app.
 */
export function deliverNotice(
  ctx: AppContext,
  options: { userId: string; kind: Exclude<NoticeKind, "call">; actor: Actor; mode?: NoticeMode },
) {
  const { userId, kind, actor, mode } = options;
  if (kind === "like") {
    // Who liked is for plans with Who Liked Me; the event says only that someone did.
    ctx.realtime.emitToUser(userId, "notification", { type: "like" });
    return;
  }
  ctx.realtime.emitToUser(userId, "notification", noticeEvent(kind, actor, mode));
  if (kind !== "message") void notifyAway(ctx, { userId, kind, actor, mode });
}
