import { Agent } from "node:https";
import { createConnection } from "node:net";
import type { PushPayload, PushSubscriptionBody } from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { pushSubscriptions } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";

/** Registers this browser's subscription for the signed-in member (a browser another member used moves over). */
export async function subscribePush(ctx: AppContext, options: { userId: string; subscription: PushSubscriptionBody }) {
  const { endpoint, keys } = options.subscription;
  if (ctx.config.NODE_ENV === "production" && !endpoint.startsWith("https://")) {
    throw new AppError("VALIDATION_ERROR", "endpoint: must be an https:// push service URL");
  }
  const values = { userId: options.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await ctx.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function unsubscribePush(ctx: AppContext, options: { userId: string; endpoint: string }) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, options.userId), eq(pushSubscriptions.endpoint, options.endpoint)));
}

/**
 * `web-push` always speaks HTTPS. A push service on plain HTTP (one run locally for development and tests) is
 * reached through an agent that opens plain connections while passing Node's protocol check; production
 * refuses such endpoints when they are registered.
 */
class PlainHttpAgent extends Agent {
  override createConnection = ((options: { host?: string; port?: number }) =>
    createConnection({ host: options.host ?? "localhost", port: options.port ?? 80 })) as never;
}
const plainHttpAgent = new PlainHttpAgent();
const agentFor = (endpoint: string) => (endpoint.startsWith("http://") ? plainHttpAgent : undefined);

/** Push services answer these when a subscription no longer exists. */
const GONE = new Set([404, 410]);

/**
 * Sends the payload to every browser the member subscribed; subscriptions the push service says are gone are
 * dropped. Returns how many browsers took it.
 */
export async function pushToMember(ctx: AppContext, options: { userId: string; payload: PushPayload }) {
  const subscriptions = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, options.userId));
  const body = JSON.stringify(options.payload);
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          { vapidDetails: ctx.vapid, TTL: 24 * 3600, timeout: 10_000, agent: agentFor(subscription.endpoint) },
        );
        return true;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && GONE.has(status)) {
          await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        } else {
          ctx.log.warn({ err: error, status }, "a push notification was not delivered");
        }
        return false;
      }
    }),
  );
  return { subscriptions: subscriptions.length, delivered: results.filter(Boolean).length };
}
