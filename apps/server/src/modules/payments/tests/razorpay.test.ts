import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { memberships, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { RAZORPAY_TEST_KEYS, startRazorpayServer } from "../../../test/razorpay-server.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let razorpay: Awaited<ReturnType<typeof startRazorpayServer>>;
let t: TestApp;
beforeAll(async () => {
  razorpay = await startRazorpayServer();
  t = await createTestApp({
    RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const webhook = (body: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    payload: body,
    headers: { "content-type": "application/json", ...headers },
  });
const membershipsOf = (userId: string) => t.db.select().from(memberships).where(eq(memberships.userId, userId));
const planOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.membershipType;
/** Time for work done after a webhook is answered to land, when checking that nothing happened. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function orderFor(membershipType: "gold" | "platinum") {
  const member = await neighbourhood(t).viewer();
  const order = (await member.client.post("/api/payment/create", { membershipType })).json().data;
  return { member, order };
}

describe("Razorpay", () => {
  it("creates the order through the Orders API and hands the checkout only the key id", async () => {
    const { order } = await orderFor("platinum");
    expect(order).toMatchObject({
      provider: "razorpay",
      keyId: RAZORPAY_TEST_KEYS.keyId,
      amount: 79_900,
      currency: "INR",
    });
    expect(razorpay.orders.get(order.orderId)).toEqual({ amount: 79_900, currency: "INR" });
    expect(JSON.stringify(order)).not.toContain(RAZORPAY_TEST_KEYS.keySecret);
  });

  it("lets the page load Razorpay's checkout script and frame, which the CSP refuses without Razorpay", async () => {
    const csp = (await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"];
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
    const sandbox = await createTestApp();
    try {
      const plain = (await sandbox.app.inject({ method: "GET", url: "/api/health" })).headers[
        "content-security-policy"
      ];
      expect(plain).not.toContain("razorpay");
    } finally {
      await sandbox.close();
    }
  });

  it("grants on a checkout signed with the key secret, and once only when the webhook follows", async () => {
    const { member, order } = await orderFor("gold");
    const paid = razorpay.checkout(order.orderId);
    expect((await member.client.post("/api/payment/verify", paid)).json().data).toMatchObject({
      membershipType: "gold",
    });
    const hook = razorpay.capturedWebhook({ orderId: order.orderId, paymentId: paid.paymentId, amount: order.amount });
    const answer = await webhook(hook.body, {
      "x-razorpay-signature": hook.signature,
      "x-razorpay-event-id": hook.eventId,
    });
    expect(answer.statusCode).toBe(200);
    await settle();
    expect(await membershipsOf(member.user.id)).toHaveLength(1);
  });

  it("grants from a signed webhook alone, once however often it is replayed", async () => {
    const { member, order } = await orderFor("gold");
    const hook = razorpay.capturedWebhook({ orderId: order.orderId, amount: order.amount });
    const headers = { "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId };
    expect((await webhook(hook.body, headers)).statusCode).toBe(200);
    expect((await webhook(hook.body, headers)).statusCode).toBe(200);
    // The grant happens after the answer.
    await vi.waitFor(async () => expect(await planOf(member.user.id)).toBe("gold"), { timeout: 5_000 });
    await settle();
    expect(await membershipsOf(member.user.id)).toHaveLength(1);
  });

  it("changes nothing for unsigned, badly signed, re-serialised or key-secret-signed webhooks", async () => {
    const { member, order } = await orderFor("gold");
    const hook = razorpay.capturedWebhook({ orderId: order.orderId, amount: order.amount });
    const reserialised = JSON.stringify(JSON.parse(hook.body), null, 2);
    const signedWithKeySecret = createHmac("sha256", RAZORPAY_TEST_KEYS.keySecret).update(hook.body).digest("hex");
    for (const [body, signature] of [
      [hook.body, undefined],
      [hook.body, "f".repeat(64)],
      [reserialised, hook.signature],
      [hook.body, signedWithKeySecret],
    ] as const) {
      const answer = await webhook(body, signature ? { "x-razorpay-signature": signature } : {});
      expect(answer.statusCode).toBe(400);
    }
    await settle();
    expect(await planOf(member.user.id)).toBeNull();
  });

  it("grants nothing when the amount or currency differ from the order", async () => {
    const { member, order } = await orderFor("platinum");
    for (const hook of [
      razorpay.capturedWebhook({ orderId: order.orderId, amount: 100 }),
      razorpay.capturedWebhook({ orderId: order.orderId, amount: order.amount, currency: "USD" }),
    ]) {
      await webhook(hook.body, { "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId });
    }
    await settle();
    expect(await planOf(member.user.id)).toBeNull();
  });
});

describe("money taken back", () => {
  /** A member who paid for `plan` by checkout; answers the payment's ids. */
  async function paidMember(plan: "gold" | "platinum" = "gold") {
    const { member, order } = await orderFor(plan);
    const paid = razorpay.checkout(order.orderId);
    expect((await member.client.post("/api/payment/verify", paid)).statusCode).toBe(200);
    return { member, order, paymentId: paid.paymentId };
  }
  const premium = async (client: Awaited<ReturnType<typeof paidMember>>["member"]["client"]) =>
    (await client.get("/api/premium/verify")).json().data;

  it.each(["refund.processed", "payment.dispute.created"] as const)(
    "ends the premium the payment bought on %s, once",
    async (event) => {
      const { member, order, paymentId } = await paidMember();
      expect(await premium(member.client)).toMatchObject({ isPremium: true, membershipType: "gold" });
      const hook = razorpay.takenBackWebhook({ event, paymentId, orderId: order.orderId, amount: order.amount });
      const headers = { "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId };
      expect((await webhook(hook.body, headers)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await planOf(member.user.id)).toBeNull(), { timeout: 5_000 });
      expect(await premium(member.client)).toMatchObject({ isPremium: false, membershipType: null });
      expect((await member.client.get("/api/feed/ai-insights")).statusCode).toBe(403);
    },
  );

  it("takes away only that payment's period: a later purchase moves up and stays", async () => {
    const first = await paidMember("gold");
    const { order } = {
      order: (await first.member.client.post("/api/payment/create", { membershipType: "gold" })).json().data,
    };
    const second = razorpay.checkout(order.orderId);
    expect((await first.member.client.post("/api/payment/verify", second)).statusCode).toBe(200);
    const [before] = await t.db.select().from(users).where(eq(users.id, first.member.user.id));
    const twoPeriodsEnd = before?.membershipExpiresAt?.getTime() ?? 0;

    const hook = razorpay.takenBackWebhook({
      event: "refund.processed",
      paymentId: first.paymentId,
      orderId: first.order.orderId,
      amount: first.order.amount,
    });
    await webhook(hook.body, { "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId });
    await vi.waitFor(
      async () => {
        const [after] = await t.db.select().from(users).where(eq(users.id, first.member.user.id));
        expect(after?.membershipExpiresAt?.getTime()).toBeLessThan(twoPeriodsEnd - 80 * 86_400_000);
      },
      { timeout: 5_000 },
    );
    expect(await premium(first.member.client)).toMatchObject({ isPremium: true, membershipType: "gold" });
  });

  it("changes nothing for a refund of a payment it does not know, or a webhook it cannot verify", async () => {
    const { member, order, paymentId } = await paidMember();
    const unknown = razorpay.takenBackWebhook({
      event: "refund.processed",
      paymentId: "pay_unknown",
      orderId: order.orderId,
      amount: order.amount,
    });
    await webhook(unknown.body, { "x-razorpay-signature": unknown.signature, "x-razorpay-event-id": unknown.eventId });
    const forged = razorpay.takenBackWebhook({
      event: "refund.processed",
      paymentId,
      orderId: order.orderId,
      amount: 1,
    });
    expect((await webhook(forged.body, { "x-razorpay-signature": "0".repeat(64) })).statusCode).toBe(400);
    await settle();
    expect(await planOf(member.user.id)).toBe("gold");
  });
});
