import { describe, expect, it } from "vitest";
import { releaseAction, tiltFor } from "./swipe-physics.ts";

describe("swipe physics", () => {
  it("tilts in proportion to the drag, never past 25 degrees", () => {
    expect(tiltFor(0, 300)).toBe(0);
    expect(tiltFor(60, 300)).toBe(5);
    expect(tiltFor(-150, 300)).toBe(-12.5);
    expect(tiltFor(900, 300)).toBe(25);
    expect(tiltFor(-900, 300)).toBe(-25);
  });

  it("swipes from half the card's width, else springs back", () => {
    expect(releaseAction(149, 300)).toBeNull();
    expect(releaseAction(-149, 300)).toBeNull();
    expect(releaseAction(150, 300)).toBe("like");
    expect(releaseAction(-150, 300)).toBe("pass");
  });

  it("does nothing for a card it cannot measure", () => {
    expect(tiltFor(100, 0)).toBe(0);
    expect(releaseAction(100, 0)).toBeNull();
  });
});
