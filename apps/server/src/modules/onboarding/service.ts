import { ONBOARDING_STEP_COUNT, onboardingStepSchemas } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, validationError } from "../../lib/errors.ts";
import { replacePhotoSet } from "../photos/service.ts";
import { flagBio } from "../screening/flags.ts";
import { findUser, listPhotos, loadSessionUser } from "../users/load.ts";
import { missingOnboardingSteps } from "../users/presenter.ts";
import { stepColumns } from "./steps.ts";

const LAST_STEP = ONBOARDING_STEP_COUNT - 1;

export async function getOnboardingStatus(ctx: AppContext, { user }: { user: UserRow }) {
  return {
    onboardingStep: user.onboardingStep,
    onboardingCompleted: user.onboardingCompleted,
    user: await loadSessionUser(ctx, { user }),
  };
}

/**
 * Saves one step and moves the saved position forward. The last step also completes onboarding, but only
 * when every required step holds its data; otherwise its own data is kept and the missing steps are named.
 */
export async function saveOnboardingStep(
  ctx: AppContext,
  options: { user: UserRow; stepIndex: number; body: unknown },
) {
  const { user, stepIndex } = options;
  const schema = onboardingStepSchemas[stepIndex];
  if (!schema) throw new AppError("VALIDATION_ERROR", `stepIndex: Steps run from 0 to ${LAST_STEP}.`);
  const parsed = schema.safeParse(options.body);
  if (!parsed.success) throw validationError(parsed.error);

  if (stepIndex === 4) {
    const photoIds = (parsed.data as { photos: { publicId: string }[] }).photos.map((photo) => photo.publicId);
    await replacePhotoSet(ctx, { userId: user.id, photoIds });
  }

  const missing = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!locked) throw new AppError("NOT_FOUND", "User not found");
    const columns = stepIndex === 4 ? {} : stepColumns[stepIndex]?.(parsed.data as never, locked);
    const onboardingStep = Math.max(locked.onboardingStep, Math.min(stepIndex + 1, LAST_STEP));
    const [updated] = await tx
      .update(users)
      .set({ ...columns, onboardingStep, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (stepIndex !== LAST_STEP || !updated || updated.onboardingCompleted) return [];
    const stillMissing = missingOnboardingSteps(updated, (await listPhotos({ db: tx }, { userId: user.id })).length);
    if (stillMissing.length === 0)
      await tx.update(users).set({ onboardingCompleted: true }).where(eq(users.id, user.id));
    return stillMissing;
  });
  if (missing.length > 0) {
    throw new AppError("ONBOARDING_INCOMPLETE", "Please complete all required fields before submitting.", {
      missingSteps: missing,
    });
  }
  const fresh = await findUser(ctx, { userId: user.id });
  if (fresh.bio !== user.bio) await flagBio(ctx, { memberId: user.id, bio: fresh.bio });
  return {
    onboardingCompleted: fresh.onboardingCompleted,
    onboardingStep: fresh.onboardingStep,
    user: await loadSessionUser(ctx, { user: fresh }),
  };
}
