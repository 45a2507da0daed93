import { createHash } from "node:crypto";
import { paymentWebhookEvents } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { endPaidPeriod } from "./refunds.ts";
import { grantPayment } from "./service.ts";

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string; status?: string } };
    refund?: { entity?: { payment_id?: string } };
    dispute?: { entity?: { payment_id?: string } };
  };
}

/** Events that take a payment's money back, and what the payment becomes. */
const TAKEN_BACK = new Map<string, "refunded" | "disputed">([
  ["refund.processed", "refunded"],
  ["payment.refunded", "refunded"],
  ["payment.dispute.created", "disputed"],
]);

/**
 * A webhook whose signature was checked: handled once per event id. It grants only for a captured payment whose
 * order, amount and currency match what we stored (`grantPayment` checks those, and never moves a paid order
 * back); a refund or a dispute ends what the payment bought (`endPaidPeriod`).
 */
export async function handlePaymentWebhook(ctx: AppContext, options: { rawBody: Buffer; eventId: string | undefined }) {
  const eventId = options.eventId ?? `body-${createHash("sha256").update(options.rawBody).digest("hex")}`;
  const fresh = await ctx.db.insert(paymentWebhookEvents).values({ eventId }).onConflictDoNothing().returning();
  if (fresh.length === 0) return;
  let event: RazorpayEvent;
  try {
    event = JSON.parse(options.rawBody.toString("utf8")) as RazorpayEvent;
  } catch {
    return;
  }
  const takenBack = event.event ? TAKEN_BACK.get(event.event) : undefined;
  if (takenBack) {
    const paymentId =
      event.payload?.refund?.entity?.payment_id ??
      event.payload?.dispute?.entity?.payment_id ??
      event.payload?.payment?.entity?.id;
    if (typeof paymentId === "string") await endPaidPeriod(ctx, { providerPaymentId: paymentId, reason: takenBack });
    return;
  }
  if (event.event !== "payment.captured" && event.event !== "order.paid") return;
  const payment = event.payload?.payment?.entity;
  if (!payment?.id || !payment.order_id || payment.status !== "captured") return;
  if (typeof payment.amount !== "number" || typeof payment.currency !== "string") return;
  await grantPayment(ctx, {
    orderId: payment.order_id,
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
  });
}
