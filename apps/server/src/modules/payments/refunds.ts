import { and, desc, eq, gt, gte, ne, sql } from "drizzle-orm";
import { memberships, payments, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";

/**
 * Ends what a paid payment bought, once, when the money went back (a refund) or is being taken back (a
 * dispute): the payment's period stops now (or never starts), periods bought after it move up by what was taken
 * away, and the member's plan becomes whatever period remains. Answers whether anything changed.
 */
export async function endPaidPeriod(
  ctx: AppContext,
  options: { providerPaymentId: string; reason: "refunded" | "disputed" },
): Promise<boolean> {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, ctx.payments.name), eq(payments.providerPaymentId, options.providerPaymentId)))
      .for("update");
    if (payment?.status !== "paid") return false;
    await tx.update(payments).set({ status: options.reason }).where(eq(payments.id, payment.id));
    const [period] = await tx.select().from(memberships).where(eq(memberships.paymentId, payment.id)).for("update");
    if (!period?.userId) return true;
    const memberId = period.userId;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for("update");

    const cut = period.startsAt > now ? period.startsAt : now;
    const takenMs = Math.max(0, period.endsAt.getTime() - cut.getTime());
    if (takenMs > 0) {
      await tx.update(memberships).set({ endsAt: cut }).where(eq(memberships.id, period.id));
      const taken = sql`${`${takenMs} milliseconds`}::interval`;
      await tx
        .update(memberships)
        .set({ startsAt: sql`${memberships.startsAt} - ${taken}`, endsAt: sql`${memberships.endsAt} - ${taken}` })
        .where(
          and(
            eq(memberships.userId, memberId),
            ne(memberships.id, period.id),
            gte(memberships.startsAt, period.endsAt),
          ),
        );
    }
    const [remaining] = await tx
      .select({ plan: memberships.plan, endsAt: memberships.endsAt })
      .from(memberships)
      .where(and(eq(memberships.userId, memberId), gt(memberships.endsAt, now)))
      .orderBy(desc(memberships.endsAt))
      .limit(1);
    await tx
      .update(users)
      .set({ membershipType: remaining?.plan ?? null, membershipExpiresAt: remaining?.endsAt ?? null, updatedAt: now })
      .where(eq(users.id, memberId));
    return true;
  });
}
