import { type PaidPlanId, PLANS } from "@devmatch/shared";
import type { MailMessage } from "../../lib/mail.ts";

const formatDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function receiptEmail(options: {
  to: string;
  plan: PaidPlanId;
  amount: number;
  currency: string;
  endsAt: Date;
  paymentId: string;
}): MailMessage {
  const price = `${options.currency === "INR" ? "₹" : `${options.currency} `}${(options.amount / 100).toFixed(2)}`;
  const lines = [
    `Plan: DevMatch ${PLANS[options.plan].name}`,
    `Amount: ${price}`,
    `Active until: ${formatDate(options.endsAt)}`,
    `Payment id: ${options.paymentId}`,
  ];
  return {
    to: options.to,
    subject: `Your DevMatch ${PLANS[options.plan].name} receipt`,
    text: `Thank you! Your payment went through.\n\n${lines.join("\n")}\n\nThis is a one-time payment; nothing renews by itself.\n`,
    html: `<p>Thank you! Your payment went through.</p><p>${lines.join("<br>")}</p><p>This is a one-time payment; nothing renews by itself.</p>`,
  };
}
