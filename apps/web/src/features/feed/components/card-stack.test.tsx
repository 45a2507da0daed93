import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { feedCard } from "../../../test/feed-fixtures.ts";

const withPhoto = (n: number) =>
  feedCard({
    _id: `c${n}`,
    firstName: `Member${n}`,
    photos: [{ id: `p${n}`, url: `/photos/p${n}.webp`, thumbUrl: `/photos/p${n}-thumb.webp`, isPrimary: true }],
  });

const photosRequested = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));

describe("the card stack", () => {
  it("asks for the top card's photo first, and the photos hidden beneath it once the first screen has shown", async () => {
    // A page just opened: modules of its own, before its first screen has been shown.
    vi.resetModules();
    const { CardStack } = await import("./card-stack.tsx");
    const { markFirstScreenShown } = await import("../../../lib/first-screen.ts");
    const { container } = render(<CardStack cards={[1, 2, 3].map(withPhoto)} onSwipe={() => {}} />);
    expect(photosRequested(container)).toEqual(["/photos/p1.webp"]);

    act(() => markFirstScreenShown());
    expect(photosRequested(container).sort()).toEqual(["/photos/p1.webp", "/photos/p2.webp", "/photos/p3.webp"]);
  });
});
