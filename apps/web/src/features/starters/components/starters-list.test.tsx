import type { Photo } from "@devmatch/shared";
import { describe, expect, it } from "vitest";
import { hingeOrder } from "../lib/hinge-order.ts";

const photo = (id: string, isPrimary = false): Photo => ({
  id,
  url: `/api/photos/${id}.webp`,
  thumbUrl: `/api/photos/${id}-thumb.webp`,
  isPrimary,
});
const answer = (promptId: string, text: string) => ({ promptId, answer: text });
const code = { language: "rust", code: "fn main() {}", caption: "Hello" };
const voice = { url: "/api/voice-prompts/v1", durationMs: 12_000, transcript: null };

/** Each item of the order, as a short tag: p1 (photo), q:<prompt>, code, voice. */
const tags = (items: ReturnType<typeof hingeOrder>) =>
  items.map((item) =>
    item.kind === "photo" ? `p:${item.photo.id}` : item.kind === "prompt" ? `q:${item.answer.promptId}` : item.kind,
  );

describe("Hinge-style order", () => {
  it("takes turns: photo, prompt, photo, prompt, code card, prompt, photo, voice prompt, then the rest", () => {
    const order = hingeOrder({
      photos: [photo("b"), photo("a", true), photo("c"), photo("d"), photo("e")],
      prompts: [answer("one", "1"), answer("two", "2"), answer("three", "3")],
      codeCard: code,
      voicePrompt: voice,
    });
    expect(tags(order)).toEqual(["p:a", "q:one", "p:b", "q:two", "code", "q:three", "p:c", "voice", "p:d", "p:e"]);
  });

  it("lets what is left follow when one side runs out", () => {
    expect(
      tags(
        hingeOrder({
          photos: [photo("a", true)],
          prompts: [answer("one", "1"), answer("two", "2")],
          codeCard: null,
          voicePrompt: voice,
        }),
      ),
    ).toEqual(["p:a", "q:one", "q:two", "voice"]);
    expect(tags(hingeOrder({ photos: [], prompts: [answer("one", "1")], codeCard: code, voicePrompt: null }))).toEqual([
      "code",
      "q:one",
    ]);
  });
});
