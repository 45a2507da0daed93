import type { CodeCardInput, PromptsInput } from "@devmatch/shared";
import { codeCardBodySchema, promptsBodySchema } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { flagProfileText } from "../screening/flags.ts";
import { loadSessionUser } from "../users/load.ts";

type Columns = Partial<Pick<UserRow, "prompts" | "codeCard" | "voicePrompt">>;

/** Writes the member's conversation starters and answers their profile as it now stands. */
export async function writeStarters(ctx: AppContext, options: { userId: string; columns: Columns }) {
  const [updated] = await ctx.db
    .update(users)
    .set({ ...options.columns, updatedAt: new Date() })
    .where(eq(users.id, options.userId))
    .returning();
  if (!updated) throw notFound("User not found");
  return updated;
}

/**
 * Replaces the member's answered prompts with these, in this order (the schema has already held them to three,
 * each prompt once, 1–200 characters). Contact details or a payment request in an answer are flagged for a
 * moderator, as in a bio.
 */
export async function savePrompts(ctx: AppContext, options: { user: UserRow; input: PromptsInput }) {
  const { prompts } = promptsBodySchema.parse(options.input);
  const updated = await writeStarters(ctx, { userId: options.user.id, columns: { prompts } });
  for (const { answer } of prompts)
    await flagProfileText(ctx, { memberId: updated.id, source: "prompt", text: answer });
  return loadSessionUser(ctx, { user: updated });
}

/** Sets the member's one code card (replacing any earlier one). */
export async function saveCodeCard(ctx: AppContext, options: { user: UserRow; input: CodeCardInput }) {
  const card = codeCardBodySchema.parse(options.input);
  const updated = await writeStarters(ctx, {
    userId: options.user.id,
    columns: { codeCard: { language: card.language, code: card.code, caption: card.caption } },
  });
  await flagProfileText(ctx, { memberId: updated.id, source: "code", text: [card.caption, card.code].join("\n") });
  return loadSessionUser(ctx, { user: updated });
}

export async function removeCodeCard(ctx: AppContext, options: { user: UserRow }) {
  const updated = await writeStarters(ctx, { userId: options.user.id, columns: { codeCard: null } });
  return loadSessionUser(ctx, { user: updated });
}
