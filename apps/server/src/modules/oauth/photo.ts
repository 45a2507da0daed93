import type { AppContext } from "../../lib/context.ts";
import { uploadPhoto } from "../photos/service.ts";

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TIMEOUT_MS = 5_000;

/**
 * Copies the provider's profile picture into our own photo pipeline (re-encoded, stored by us), so the app never
 * hot-links a provider's address. A picture that cannot be fetched or read is skipped: the member can add one.
 */
export async function importProviderPhoto(ctx: AppContext, options: { userId: string; url: string }) {
  try {
    const url = new URL(options.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") return;
    const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS), redirect: "follow" });
    if (!response.ok) throw new Error(`photo answered ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > PHOTO_MAX_BYTES) throw new Error("photo too large");
    const file = Buffer.from(await response.arrayBuffer());
    if (file.byteLength > PHOTO_MAX_BYTES) throw new Error("photo too large");
    await uploadPhoto(ctx, { userId: options.userId, file });
  } catch (error) {
    ctx.log.warn({ err: error }, "could not import the provider's profile photo");
  }
}
