import { LANDING } from "@devmatch/shared";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WORD_CYCLE_MS } from "../hooks/use-rotating-word.ts";
import { RotatingHeadline } from "./rotating-headline.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("RotatingHeadline", () => {
  it("cycles the hero words while screen readers keep one stable sentence", () => {
    render(<RotatingHeadline id="hero-title" />);
    const heading = screen.getByRole("heading", { level: 1 });
    const sentence = "Where developers find love, partners, soulmates and dreams";
    expect(heading).toHaveAccessibleName(sentence);

    const word = screen.getByTestId("hero-word");
    expect(word.closest("[aria-hidden]")).not.toBeNull();
    const seen = [word.textContent];
    for (let step = 0; step < LANDING.heroWords.length; step += 1) {
      act(() => vi.advanceTimersByTime(WORD_CYCLE_MS));
      seen.push(word.textContent);
    }
    expect(seen).toEqual([...LANDING.heroWords, LANDING.heroWords[0]]);
    expect(heading).toHaveAccessibleName(sentence);
  });

  it("takes about 0.5 s in, 2 s of hold and 0.5 s out per word", () => {
    expect(WORD_CYCLE_MS).toBe(3000);
  });
});
