import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/errors.ts";

export interface OrderRequest {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** What both checkouts share: an order made on the server, and a signature over order and payment ids. */
export interface PaymentProvider {
  name: "razorpay" | "sandbox";
  /** Shown to the browser's checkout; never a secret. */
  keyId?: string;
  createOrder(order: OrderRequest): Promise<string>;
  /** The signature the checkout hands back for `orderId` and `paymentId`, as the provider computes it. */
  sign(orderId: string, paymentId: string): string;
  /** Checks a webhook's signature over its raw body; false when this provider has no webhooks. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string | undefined) {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

const providerDown = () => new AppError("PAYMENT_PROVIDER_ERROR", "Payment initiation failed. Please try again.");

/**
 * Razorpay: the Orders API over HTTPS with the key id and secret (basic auth), Standard Checkout in the browser,
 * the checkout signature HMAC-SHA256(`order_id|payment_id`, key secret), webhooks signed with the webhook secret
 * over the raw body. The API address is configurable (tests point it at a local server speaking the same API).
 */
export function razorpayProvider(config: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
}): PaymentProvider {
  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder(order) {
      const response = await fetch(`${config.apiUrl}/v1/orders`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`,
        },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) throw providerDown();
      const created = (await response.json()) as { id?: unknown; amount?: unknown; currency?: unknown };
      if (typeof created.id !== "string" || created.amount !== order.amount || created.currency !== order.currency)
        throw providerDown();
      return created.id;
    },
    sign: (orderId, paymentId) => hmacHex(config.keySecret, `${orderId}|${paymentId}`),
    verifyWebhook: (rawBody, signature) => signaturesMatch(hmacHex(config.webhookSecret, rawBody), signature),
  };
}

/**
 * The test checkout a fresh install uses: orders and payments are made by this server, signed the way Razorpay
 * signs them but with a secret of this install, and finish through the same verification and grant.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: "sandbox",
    async createOrder() {
      return `order_sbx_${randomBytes(9).toString("base64url")}`;
    },
    sign: (orderId, paymentId) => hmacHex(secret, `${orderId}|${paymentId}`),
    verifyWebhook: () => false,
  };
}

export function createPaymentProvider(config: Config, appSecret: string): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    return razorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return sandboxProvider(hmacHex(appSecret, "sandbox-payments"));
}
