import { PUSH_DEVICES_MAX, type PushDevice, type PushPayload, type PushSubscriptionBody } from "@devmatch/shared";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { pushSubscriptions, sessions } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { sha256 } from "../../lib/crypto.ts";
import { AppError, notFound, unauthenticated } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { deliverPush } from "./delivery.ts";
import { deviceLabel } from "./device-label.ts";
import { isPushServiceEndpoint } from "./endpoint.ts";

/** Subscriptions one member may register in an hour (a browser subscribes once; more is a script). */
const SUBSCRIBES_PER_HOUR = 30;
/** Browsers of one member sent to at once. */
const SEND_CONCURRENCY = 4;
/** However many browsers and however slow their push services, a member's notice is given up after this. */
const SEND_DEADLINE_MS = 15_000;

const isAllowed = (ctx: AppContext, endpoint: string) =>
  isPushServiceEndpoint(endpoint, ctx.config.PUSH_TEST_ENDPOINT_ORIGIN);

/**
 * Registers this browser's subscription for the signed-in member and the session that asks (ending the session
 * ends it). A browser another member used moves over; past `PUSH_DEVICES_MAX` the member's oldest goes.
 */
export async function subscribePush(
  ctx: AppContext,
  options: { userId: string; sessionToken: string; userAgent: string | undefined; subscription: PushSubscriptionBody },
) {
  const { userId } = options;
  const { endpoint, keys } = options.subscription;
  if (!isAllowed(ctx, endpoint)) {
    throw new AppError("VALIDATION_ERROR", "endpoint: must be an https:// address of a browser's push service");
  }
  await enforceLimits(ctx, {
    rules: [{ key: `push-subscribe:${userId}`, limit: SUBSCRIBES_PER_HOUR, windowMs: 3_600_000 }],
    message: "Too many notification sign-ups from your account. Please try again later.",
  });
  await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sha256(options.sessionToken)), eq(sessions.userId, userId)));
    if (!session) throw unauthenticated();
    // One member's subscriptions are counted and trimmed one request at a time, so the cap holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`);
    const values = {
      userId,
      sessionId: session.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      deviceLabel: deviceLabel(options.userAgent),
      createdAt: new Date(),
    };
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

export async function unsubscribePush(ctx: AppContext, options: { userId: string; endpoint: string }) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, options.userId), eq(pushSubscriptions.endpoint, options.endpoint)));
}

/** The member's devices that receive notices, newest first, for Settings. */
export async function listPushDevices(ctx: AppContext, options: { userId: string }): Promise<PushDevice[]> {
  const rows = await ctx.db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.deviceLabel, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, options.userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((row) => ({ _id: row.id, label: row.label || "A browser", addedAt: row.createdAt.toISOString() }));
}

/** Stops notices to one of the member's own devices; another member's is not found. */
export async function removePushDevice(ctx: AppContext, options: { userId: string; deviceId: string }) {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, options.deviceId), eq(pushSubscriptions.userId, options.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound("That device does not receive your notifications.");
}

/** Push services answer these when a subscription no longer exists. */
const GONE = new Set([404, 410]);

export type Subscription = typeof pushSubscriptions.$inferSelect;

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends the payload to every browser the member subscribed, a few at a time and within one overall deadline;
 * subscriptions the push service says are gone are dropped, as are any no longer aimed at a push service.
 * Returns how many browsers took it.
 */
export async function pushToMember(
  ctx: AppContext,
  options: { userId: string; payload: PushPayload; subscriptions?: Subscription[] },
) {
  const subscriptions =
    options.subscriptions ??
    (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, options.userId)));
  const body = JSON.stringify(options.payload);
  const deadline = AbortSignal.timeout(SEND_DEADLINE_MS);
  let delivered = 0;
  const drop = (subscription: Subscription) =>
    ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  await eachLimited(subscriptions, SEND_CONCURRENCY, async (subscription) => {
    if (deadline.aborted) return;
    if (!isAllowed(ctx, subscription.endpoint)) {
      await drop(subscription);
      return;
    }
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        { vapidDetails: ctx.vapid, TTL: 24 * 3600 },
      );
      const status = await deliverPush(request as Parameters<typeof deliverPush>[0], deadline);
      if (status >= 200 && status < 300) delivered += 1;
      else if (GONE.has(status)) await drop(subscription);
      else ctx.log.warn({ status }, "a push notification was not delivered");
    } catch (error) {
      ctx.log.warn({ err: error }, "a push notification was not delivered");
    }
  });
  return { subscriptions: subscriptions.length, delivered };
}
