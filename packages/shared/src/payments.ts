import { z } from "zod";
import { emailSchema } from "./auth/schemas.ts";
import { multiLine, singleLine } from "./text.ts";

export const PAID_PLAN_IDS = ["gold", "platinum"] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export const PAYMENT_CURRENCY = "INR";

export const createPaymentBodySchema = z.strictObject({
  membershipType: z.enum(PAID_PLAN_IDS, { error: "membershipType must be gold or platinum" }),
});

/** The three values a checkout hands back to the page; the server checks them before granting anything. */
export const verifyPaymentBodySchema = z.strictObject({
  orderId: singleLine(z.string().min(1, "orderId is required").max(100), "orderId"),
  paymentId: singleLine(z.string().min(1, "paymentId is required").max(100), "paymentId"),
  signature: z.string().regex(/^[0-9a-f]{64}$/, "signature must be the checkout's hex signature"),
});

export const sandboxPayBodySchema = z.strictObject({
  orderId: singleLine(z.string().min(1, "orderId is required").max(100), "orderId"),
  cardNumber: singleLine(z.string().max(40, "cardNumber is too long"), "cardNumber"),
});

export const SANDBOX_CARDS = { success: "4111111111111111", declined: "4000000000000002" } as const;

export const paymentOrderSchema = z.object({
  provider: z.enum(["razorpay", "sandbox"]),
  orderId: z.string(),
  /** In the currency's smallest unit (paise), as Razorpay takes it. */
  amount: z.number().int(),
  currency: z.string(),
  keyId: z.string().optional(),
  notes: z.object({
    firstName: z.string(),
    lastName: z.string(),
    emailId: z.string(),
    membershipType: z.enum(PAID_PLAN_IDS),
  }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What the test checkout hands back, as Razorpay's checkout would, for `POST /api/payment/verify`. */
export const sandboxPaymentSchema = z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() });
export type CheckoutAnswer = z.infer<typeof sandboxPaymentSchema>;

export const premiumStatusSchema = z.object({
  isPremium: z.boolean(),
  membershipType: z.enum(PAID_PLAN_IDS).nullable(),
  expiresAt: z.string().nullable(),
});
export type PremiumStatus = z.infer<typeof premiumStatusSchema>;

/** Someone who liked the member, as Who Liked Me lists them (`GET /api/premium/who-liked-me`). */
export const likerSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  age: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  isSuperLike: z.boolean(),
});
export type Liker = z.infer<typeof likerSchema>;

export const PAYMENT_MESSAGES = {
  initiationFailed: "Payment initiation failed. Please try again.",
  declined: "Your card was declined. No payment was taken; try another card.",
  invalidCard: "That card number isn't valid for the test checkout. Use 4111 1111 1111 1111.",
  verificationFailed: "We couldn't confirm that payment. You have not been charged twice; please contact support.",
  welcome: "Welcome to Premium!",
  allFree: "Everything is free right now, so there is nothing to buy.",
  higherPlanActive: "You already have Platinum, which includes everything in Gold.",
} as const;

export const SUPPORT_LIMITS = { subjectMax: 120, messageMax: 2000 } as const;

export const supportRequestBodySchema = z.strictObject({
  subject: singleLine(
    z.string({ error: "Subject is required" }).trim().min(1, "Subject is required").max(SUPPORT_LIMITS.subjectMax),
    "Subject",
  ),
  message: multiLine(
    z
      .string({ error: "Message is required" })
      .trim()
      .min(10, "Tell us a little more (at least 10 characters)")
      .max(SUPPORT_LIMITS.messageMax),
    "Message",
  ),
});

export type SupportRequestBody = z.input<typeof supportRequestBodySchema>;

/** 'Contact support' from someone who is not signed in: the same request, with the address to answer. */
export const contactRequestBodySchema = supportRequestBodySchema.extend({ email: emailSchema });
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

/** What a boost did once it ended: how many members were shown the card while it ran. */
export const boostResultSchema = z.object({ endedAt: z.string(), membersReached: z.number().int() });
export type BoostResult = z.infer<typeof boostResultSchema>;

export const boostStatusSchema = z.object({
  isActive: z.boolean(),
  remainingMinutes: z.number().int(),
  usedThisWeek: z.number().int(),
  weeklyLimit: z.number().int(),
  /** Members shown the card so far during the running boost. */
  membersReachedSoFar: z.number().int(),
  /** The most recent boost that has ended, if any. */
  lastBoost: boostResultSchema.nullable(),
});
export type BoostStatus = z.infer<typeof boostStatusSchema>;
