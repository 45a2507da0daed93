import type { Photo } from "@devmatch/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { feedCard } from "../../../test/feed-fixtures.ts";
import { ProfileCard } from "./profile-card.tsx";

const photo = (id: string, isPrimary = false): Photo => ({
  id,
  url: `/api/photos/${id}.webp`,
  thumbUrl: `/api/photos/${id}-thumb.webp`,
  isPrimary,
});
const answer = (promptId: string, text: string) => ({ promptId, answer: text });
const code = { language: "rust", code: "fn main() {}", caption: "Hello" };
const voice = { url: "/api/voice-prompts/v1", durationMs: 12_000, transcript: null };

describe("the deck card in the Hinge order", () => {
  it("shows the deck card's photos between the prompts, the primary photo leading above", () => {
    render(
      <ProfileCard
        card={feedCard({
          photos: [photo("a", true), photo("b"), photo("c")],
          prompts: [
            answer("controversial-opinion", "Tabs are a love language."),
            answer("currently-building", "A SQL engine."),
          ],
          codeCard: code,
          voicePrompt: voice,
        })}
      />,
    );
    const card = screen.getByRole("article");
    // The hero holds the primary photo alone; no carousel repeats the others.
    expect(within(card).getByRole("img", { name: "Grace" })).toHaveAttribute("src", "/api/photos/a.webp");
    expect(within(card).queryByRole("button", { name: "Next photo" })).toBeNull();
    const list = within(card).getByRole("list", { name: "Grace's prompts and photos" });
    const items = within(list)
      .getAllByRole("listitem", { hidden: false })
      .filter((item) => item.parentElement === list);
    const describe = (item: HTMLElement) => {
      const image = item.querySelector("img");
      if (image && !item.textContent?.trim()) return image.getAttribute("alt");
      if (item.textContent?.includes("Voice prompt")) return "voice";
      if (within(item).queryByRole("region", { name: /^Code in/ })) return "code";
      return item.textContent?.includes("Tabs") ? "opinion" : item.textContent?.includes("SQL") ? "building" : "?";
    };
    // (a, then) opinion, b, building, code card, voice prompt, c: pictures and words in turn.
    expect(items.map(describe)).toEqual(["opinion", "Grace's photo 2", "building", "code", "voice", "Grace's photo 3"]);
  });

  it("keeps the carousel on a card with nothing to interleave", () => {
    render(<ProfileCard card={feedCard({ photos: [photo("a", true), photo("b")] })} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("button", { name: "Next photo" })).toBeInTheDocument();
    expect(within(card).queryByRole("list", { name: "Grace's prompts and photos" })).toBeNull();
  });
});
