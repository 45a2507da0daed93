import type { PushPayload } from "@devmatch/shared";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { hmac, safeEqual } from "../../lib/crypto.ts";
import { nameForNotice } from "../../lib/mail-text.ts";
import { pushToMember } from "../push/service.ts";
import { noticeEmail } from "./email.ts";

export type NoticeKind = "match" | "message" | "superlike";
const EMAIL_GAP_MS = 3_600_000;

const choiceOf = { match: "notifyMatches", message: "notifyMessages", superlike: "notifySuperLikes" } as const;

/** The actor's name goes through the same sanitiser as every email: it lands in subjects and on lock screens. */
const headlineOf = (kind: NoticeKind, actorFirstName: string) => {
  const actorName = nameForNotice(actorFirstName) || "A member";
  return {
    match: `You matched with ${actorName}`,
    message: `${actorName} sent you a message`,
    superlike: `${actorName} super liked you`,
  }[kind];
};

/** Where a click on the notice leads: the chat for a match or message, the requests for a super like. */
const linkOf = (kind: NoticeKind, actorId: string) =>
  kind === "superlike" ? "/app/requests" : `/app/chat/${encodeURIComponent(actorId)}`;

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
    kind: NoticeKind;
    actor: { id: string; firstName: string };
  },
) {
  const { member, kind, actor } = options;
  if (!(await claimEmailSlot(ctx, { userId: member.id }))) return false;
  await ctx.mailer.send(
    noticeEmail({
      to: member.email,
      firstName: member.firstName,
      headline: headlineOf(kind, actor.firstName),
      link: `${ctx.config.publicOrigin}${linkOf(kind, actor.id)}`,
      unsubscribeUrl: unsubscribeUrl(ctx, { userId: member.id }),
    }),
  );
  return true;
}

/**
 * Tells a member who is not in the app about a match, a message or a super like: by Web Push to each of their
 * browsers, or, without any, by email for matches and super likes (messages wait for the 15-minute sweep).
 * Never carries message text. Runs after the commit and never fails the request that caused it.
 */
export async function notifyAway(
  ctx: AppContext,
  options: { userId: string; kind: NoticeKind; actor: { id: string; firstName: string } },
) {
  const { userId, kind, actor } = options;
  try {
    const [member] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!member?.[choiceOf[kind]]) return;
    const payload: PushPayload = {
      title: "DevMatch",
      body: headlineOf(kind, actor.firstName),
      url: linkOf(kind, actor.id),
      tag: `${kind}-${actor.id}`,
    };
    const pushed = await pushToMember(ctx, { userId, payload });
    if (pushed.subscriptions > 0 || kind === "message" || !member.notifyByEmail) return;
    await sendNoticeEmail(ctx, { member, kind, actor });
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
