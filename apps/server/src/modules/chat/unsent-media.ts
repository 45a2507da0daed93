import type { AppContext } from "../../lib/context.ts";
import { every } from "../../lib/periodic.ts";
import { removeUnsentChatPhotos } from "./photos.ts";
import { removeUnsentChatVoiceNotes } from "./voice-notes.ts";

/** Every hour, removes the photos and voice notes uploaded to a chat a day ago and never sent. */
export const startUnsentChatMediaSweep = (ctx: AppContext, { intervalMs = 3_600_000 }: { intervalMs?: number } = {}) =>
  every(ctx.log, {
    name: "removing unsent chat photos and voice notes",
    intervalMs,
    task: async () => (await removeUnsentChatPhotos(ctx)) + (await removeUnsentChatVoiceNotes(ctx)),
  });
