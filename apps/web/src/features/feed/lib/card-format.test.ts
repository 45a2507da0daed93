import { describe, expect, it } from "vitest";
import { distanceLine } from "./card-format.ts";

describe("distance on a card", () => {
  it("reads 'less than 1 km away' under a kilometre, never '0 km away'", () => {
    expect(distanceLine(0)).toBe("less than 1 km away");
    expect(distanceLine(1)).toBe("1 km away");
    expect(distanceLine(12)).toBe("12 km away");
    expect(distanceLine(null)).toBeNull();
  });
});
