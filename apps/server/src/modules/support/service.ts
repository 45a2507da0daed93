import { supportRequests, type UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { entitlementsOf } from "../plans/entitlements.ts";

const REQUESTS_PER_DAY = 10;

/** Stores a request for the team (paying members' marked priority) and tells the member it arrived. */
export async function submitSupportRequest(
  ctx: AppContext,
  options: { user: UserRow; subject: string; message: string },
) {
  const { user, subject, message } = options;
  await enforceLimits(ctx, {
    rules: [{ key: `support:${user.id}`, limit: REQUESTS_PER_DAY, windowMs: 24 * 3_600_000 }],
    message: "You've sent us a lot today. We'll answer what you sent first.",
  });
  const priority = entitlementsOf(user, ctx.config.PRICING_MODE).prioritySupport;
  await ctx.db.insert(supportRequests).values({ userId: user.id, subject, message, priority });
  const when = priority ? "within a day, ahead of the queue" : "within a few days";
  await ctx.mailer
    .send({
      to: user.email,
      subject: "We received your message",
      text: `Hi ${user.firstName.replace(/[^\p{L}\p{M} -]/gu, "")},\n\nThanks for writing to DevMatch support about your request. We'll answer ${when}.\n`,
      html: `<p>Thanks for writing to DevMatch support about your request. We'll answer ${when}.</p>`,
    })
    .catch((error) => ctx.log.error({ err: error }, "could not acknowledge a support request"));
  return { priority };
}

/**
 * 'Contact support' from a visitor (a forgotten account, a question before signing up): stored for the team with
 * the address to answer. Nothing is mailed to that address, so the form cannot send mail to strangers.
 */
export async function submitContactRequest(
  ctx: AppContext,
  options: { ip: string; email: string; subject: string; message: string },
) {
  const { ip, email, subject, message } = options;
  await enforceLimits(ctx, {
    rules: [{ key: `contact:${ip}`, limit: ctx.config.RATE_LIMIT_CONTACT_PER_IP_PER_HOUR, windowMs: 3_600_000 }],
    message: "You've sent us a lot in the last hour. We'll answer what you sent first.",
  });
  await ctx.db.insert(supportRequests).values({ userId: null, contactEmail: email, subject, message, priority: false });
}
