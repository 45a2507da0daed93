import { randomBytes, randomUUID } from "node:crypto";
import {
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type PaidPlanId,
  type PaymentOrder,
  PLANS,
  type PremiumStatus,
  SANDBOX_CARDS,
} from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import { memberships, payments, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { currentPlan } from "../plans/entitlements.ts";
import { presentPremiumStatus } from "../plans/presenter.ts";
import { nextMembership } from "./membership.ts";
import { signaturesMatch } from "./providers.ts";
import { receiptEmail } from "./receipt-email.ts";

type PaymentsContext = AppContext;

/** Makes an order with the provider for `membershipType`; the amount and currency come from the plans table. */
export async function createPaymentOrder(
  ctx: PaymentsContext,
  options: { user: UserRow; membershipType: PaidPlanId },
): Promise<PaymentOrder> {
  const { user, membershipType } = options;
  if (ctx.config.PRICING_MODE === "all-free") throw new AppError("CONFLICT", PAYMENT_MESSAGES.allFree);
  if (membershipType === "gold" && currentPlan(user) === "platinum")
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.higherPlanActive);
  const amount = PLANS[membershipType].priceInr * 100;
  const notes = { firstName: user.firstName, lastName: user.lastName, emailId: user.email, membershipType };
  const orderId = await ctx.payments.createOrder({
    amount,
    currency: PAYMENT_CURRENCY,
    receipt: randomUUID().slice(0, 32),
    notes,
  });
  await ctx.db.insert(payments).values({
    userId: user.id,
    plan: membershipType,
    amount,
    currency: PAYMENT_CURRENCY,
    provider: ctx.payments.name,
    providerOrderId: orderId,
  });
  return { provider: ctx.payments.name, orderId, amount, currency: PAYMENT_CURRENCY, keyId: ctx.payments.keyId, notes };
}

/**
 * Grants what an order paid for, once: the payment row is locked, a paid one is left as it is (a checkout
 * callback and a webhook for the same payment grant once), and an amount or currency that differs from what we
 * stored grants nothing. Returns whether this call granted.
 */
export async function grantPayment(
  ctx: PaymentsContext,
  options: { orderId: string; paymentId: string; amount: number; currency: string },
): Promise<boolean> {
  const now = new Date();
  const granted = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, ctx.payments.name), eq(payments.providerOrderId, options.orderId)))
      .for("update");
    if (!payment?.userId || payment.status === "paid") return null;
    if (payment.amount !== options.amount || payment.currency !== options.currency) return null;
    const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for("update");
    if (!member) return null;
    const period = nextMembership(member, payment.plan, now);
    await tx
      .update(payments)
      .set({ status: "paid", providerPaymentId: options.paymentId, paidAt: now })
      .where(eq(payments.id, payment.id));
    await tx.insert(memberships).values({ userId: member.id, paymentId: payment.id, ...period });
    await tx
      .update(users)
      .set({ membershipType: period.plan, membershipExpiresAt: period.endsAt, updatedAt: now })
      .where(eq(users.id, member.id));
    return { member, payment, period };
  });
  if (!granted) return false;
  const { member, payment, period } = granted;
  const receipt = receiptEmail({
    to: member.email,
    plan: period.plan,
    amount: payment.amount,
    currency: payment.currency,
    endsAt: period.endsAt,
    paymentId: options.paymentId,
  });
  await ctx.mailer.send(receipt).catch((error) => ctx.log.error({ err: error }, "could not send a receipt"));
  return true;
}

/** The checkout's answer, checked against the order we stored for this member, then granted. */
export async function verifyCheckout(
  ctx: PaymentsContext,
  options: { user: UserRow; orderId: string; paymentId: string; signature: string },
): Promise<PremiumStatus> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.payments.name),
        eq(payments.providerOrderId, options.orderId),
        eq(payments.userId, options.user.id),
      ),
    );
  if (!payment) throw notFound("Order not found");
  const expected = ctx.payments.sign(payment.providerOrderId, options.paymentId);
  if (!signaturesMatch(expected, options.signature))
    throw new AppError("VALIDATION_ERROR", PAYMENT_MESSAGES.verificationFailed);
  if (payment.status !== "paid") {
    await grantPayment(ctx, {
      orderId: payment.providerOrderId,
      paymentId: options.paymentId,
      amount: payment.amount,
      currency: payment.currency,
    });
  }
  const [member] = await ctx.db.select().from(users).where(eq(users.id, options.user.id));
  return presentPremiumStatus(member ?? options.user);
}

/** The test checkout's card form: a good test card pays and is signed like a real checkout; others do not. */
export async function payInSandbox(
  ctx: PaymentsContext,
  options: { user: UserRow; orderId: string; cardNumber: string },
) {
  if (ctx.payments.name !== "sandbox") throw notFound("The test checkout is not in use");
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, "sandbox"),
        eq(payments.providerOrderId, options.orderId),
        eq(payments.userId, options.user.id),
      ),
    );
  if (!payment) throw notFound("Order not found");
  const card = options.cardNumber.replace(/[\s-]/g, "");
  if (card === SANDBOX_CARDS.declined) throw new AppError("PAYMENT_DECLINED", PAYMENT_MESSAGES.declined);
  if (card !== SANDBOX_CARDS.success)
    throw new AppError("VALIDATION_ERROR", `cardNumber: ${PAYMENT_MESSAGES.invalidCard}`);
  const paymentId = `pay_sbx_${randomBytes(9).toString("base64url")}`;
  return {
    orderId: payment.providerOrderId,
    paymentId,
    signature: ctx.payments.sign(payment.providerOrderId, paymentId),
  };
}
