import { type LikedItem, promptText } from "@devmatch/shared";
import type { StoredLikedItem } from "../../db/schema.ts";
import { photoThumbUrl, photoUrl } from "../users/presenter.ts";

/** What a like was on, as its receiver sees it on the Likes screen and quoted in the chat. */
export function presentLikedItem(stored: StoredLikedItem | null): LikedItem | null {
  if (!stored) return null;
  switch (stored.kind) {
    case "photo":
      return { kind: "photo", id: stored.id, url: photoUrl(stored.id), thumbUrl: photoThumbUrl(stored.id) };
    case "prompt":
      return { kind: "prompt", id: stored.id, prompt: promptText(stored.id) ?? "A prompt", answer: stored.answer };
    case "code":
      return { kind: "code", language: stored.language, excerpt: stored.excerpt, caption: stored.caption };
  }
}
