import type { AppContext } from "../../../lib/context.ts";
import { every } from "../../../lib/periodic.ts";
import { endElapsedSuspensions } from "../../../policies/sanctions.ts";
import { purgeDismissedEvidence } from "./actions.ts";

/** Suspensions end when their time is up, and dismissed reports' evidence goes after the retention period. */
export const startModerationSweep = (ctx: AppContext, { intervalMs = 60_000 }: { intervalMs?: number } = {}) =>
  every(ctx.log, {
    name: "the moderation sweep",
    intervalMs,
    task: async () => {
      await endElapsedSuspensions(ctx);
      await purgeDismissedEvidence(ctx);
    },
  });
