import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const RAZORPAY_TEST_KEYS = {
  keyId: "rzp_local_key",
  keySecret: "local-key-secret-not-a-real-one",
  webhookSecret: "local-webhook-secret-different",
};

/**
 * A local server speaking Razorpay's Orders API (basic auth with the key id and secret), and the signer of the
 * webhooks Razorpay would send, so the integration is tested against the real protocol.
 */
export async function startRazorpayServer() {
  const orders = new Map<string, { amount: number; currency: string }>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const expected = `Basic ${Buffer.from(`${RAZORPAY_TEST_KEYS.keyId}:${RAZORPAY_TEST_KEYS.keySecret}`).toString("base64")}`;
      if (request.headers.authorization !== expected) {
        response.writeHead(401, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }));
        return;
      }
      if (request.method !== "POST" || request.url !== "/v1/orders") {
        response.writeHead(404).end();
        return;
      }
      const input = JSON.parse(body) as { amount: number; currency: string; receipt: string; notes: object };
      const id = `order_${randomBytes(7).toString("hex")}`;
      orders.set(id, { amount: input.amount, currency: input.currency });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id,
          entity: "order",
          amount: input.amount,
          amount_paid: 0,
          amount_due: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          status: "created",
          attempts: 0,
          notes: input.notes,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    orders,
    /** What Standard Checkout hands the page after a successful payment. */
    checkout(orderId: string) {
      const paymentId = `pay_${randomBytes(7).toString("hex")}`;
      const signature = createHmac("sha256", RAZORPAY_TEST_KEYS.keySecret)
        .update(`${orderId}|${paymentId}`)
        .digest("hex");
      return { orderId, paymentId, signature };
    },
    /** A `payment.captured` webhook as Razorpay sends it: the raw body, its signature and the event id. */
    capturedWebhook(options: { orderId: string; paymentId?: string; amount: number; currency?: string }) {
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_local",
        event: "payment.captured",
        contains: ["payment"],
        payload: {
          payment: {
            entity: {
              id: options.paymentId ?? `pay_${randomBytes(7).toString("hex")}`,
              entity: "payment",
              amount: options.amount,
              currency: options.currency ?? "INR",
              status: "captured",
              order_id: options.orderId,
              method: "card",
              captured: true,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac("sha256", RAZORPAY_TEST_KEYS.webhookSecret).update(body).digest("hex");
      return { body, signature, eventId: `evt_${randomBytes(7).toString("hex")}` };
    },
    /** A refund (`refund.processed`) or a dispute (`payment.dispute.created`) of a payment, as Razorpay sends it. */
    takenBackWebhook(options: {
      event: "refund.processed" | "payment.dispute.created";
      paymentId: string;
      orderId: string;
      amount: number;
    }) {
      const refund = options.event === "refund.processed";
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_local",
        event: options.event,
        contains: refund ? ["refund", "payment"] : ["payment", "dispute"],
        payload: {
          ...(refund
            ? {
                refund: {
                  entity: {
                    id: `rfnd_${randomBytes(7).toString("hex")}`,
                    entity: "refund",
                    amount: options.amount,
                    currency: "INR",
                    payment_id: options.paymentId,
                    status: "processed",
                  },
                },
              }
            : {
                dispute: {
                  entity: {
                    id: `disp_${randomBytes(7).toString("hex")}`,
                    entity: "dispute",
                    payment_id: options.paymentId,
                    amount: options.amount,
                    currency: "INR",
                    phase: "chargeback",
                    status: "open",
                  },
                },
              }),
          payment: {
            entity: {
              id: options.paymentId,
              entity: "payment",
              amount: options.amount,
              currency: "INR",
              status: refund ? "refunded" : "captured",
              order_id: options.orderId,
              captured: true,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac("sha256", RAZORPAY_TEST_KEYS.webhookSecret).update(body).digest("hex");
      return { body, signature, eventId: `evt_${randomBytes(7).toString("hex")}` };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
