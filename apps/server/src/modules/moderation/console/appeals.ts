import { MESSAGES } from "@devmatch/shared";
import { and, eq, isNull } from "drizzle-orm";
import { appeals, type UserRow, users } from "../../../db/schema.ts";
import type { AppContext } from "../../../lib/context.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { escapeHtml, nameForNotice } from "../../../lib/mail-text.ts";
import { readAppealToken } from "../../../policies/sanctions.ts";
import { liftSanction } from "./actions.ts";
import { recordAction } from "./audit-log.ts";

/** Files the one appeal a token allows; it joins the moderators' queue. */
export async function fileAppeal(ctx: AppContext, options: { token: string; text: string }) {
  const appealed = readAppealToken(ctx.secret, options.token);
  if (!appealed) throw new AppError("VALIDATION_ERROR", MESSAGES.moderation.appealLinkInvalid);
  const { memberId, actionId } = appealed;
  const [filed] = await ctx.db
    .insert(appeals)
    .values({ memberId, actionId, text: options.text })
    .onConflictDoNothing()
    .returning({ id: appeals.id });
  if (!filed) throw new AppError("CONFLICT", MESSAGES.moderation.alreadyAppealed);
}

/** A moderator's answer to an appeal: emailed to the member, and the sanction lifted when the answer says so. */
export async function answerAppeal(
  ctx: AppContext,
  options: { moderator: Pick<UserRow, "id">; appealId: string; answer: string; lift: boolean },
) {
  const { moderator, appealId, answer, lift } = options;
  const appeal = await ctx.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(appeals)
      .set({ answer, answeredBy: moderator.id, answeredAt: new Date() })
      .where(and(eq(appeals.id, appealId), isNull(appeals.answeredAt)))
      .returning();
    if (!answered) throw notFound("There is no open appeal with that id.");
    await recordAction(tx, {
      moderatorId: moderator.id,
      memberId: answered.memberId,
      action: "answer_appeal",
      reason: answer,
      details: { appealId, lifted: lift },
    });
    return answered;
  });
  if (lift) await liftSanction(ctx, { moderator, memberId: appeal.memberId, reason: `Appeal upheld: ${answer}` });
  const [member] = await ctx.db.select().from(users).where(eq(users.id, appeal.memberId));
  if (!member) return;
  const name = nameForNotice(member.firstName);
  const outcome = lift ? "Your account is open again." : "The decision stands.";
  await ctx.mailer
    .send({
      to: member.email,
      subject: "The answer to your DevMatch appeal",
      text: `Hi${name ? ` ${name}` : ""},\n\nA moderator read your appeal. ${outcome}\n\n${answer}\n`,
      html: `<p>Hi${name ? ` ${name}` : ""},</p><p>A moderator read your appeal. ${outcome}</p><p>${escapeHtml(answer)}</p>`,
    })
    .catch((error: unknown) => ctx.log.error({ err: error }, "could not email an appeal's answer"));
}
