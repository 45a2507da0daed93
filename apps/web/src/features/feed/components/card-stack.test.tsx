import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedCard } from "../../../test/feed-fixtures.ts";
import { CardStack } from "./card-stack.tsx";

const withPhoto = (n: number) =>
  feedCard({
    _id: `c${n}`,
    firstName: `Member${n}`,
    photos: [{ id: `p${n}`, url: `/photos/p${n}.webp`, thumbUrl: `/photos/p${n}-thumb.webp`, isPrimary: true }],
  });

const photosRequested = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));

afterEach(() => vi.restoreAllMocks());

describe("the card stack", () => {
  it("asks for the top card's photo first, and the photos hidden beneath it once the page has loaded", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const { container } = render(<CardStack cards={[1, 2, 3].map(withPhoto)} onSwipe={() => {}} />);
    expect(photosRequested(container)).toEqual(["/photos/p1.webp"]);

    readyState.mockReturnValue("complete");
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    expect(photosRequested(container).sort()).toEqual(["/photos/p1.webp", "/photos/p2.webp", "/photos/p3.webp"]);
  });
});
