import { describe, expect, it } from "vitest";
import { dayLabel, startsNewDay } from "./day-label.ts";

const now = new Date(2026, 10, 23, 15, 0);

describe("day headings in a conversation", () => {
  it("say Today, Yesterday, a weekday and date, and the year only when it is not this one", () => {
    expect(dayLabel(new Date(2026, 10, 23, 0, 5).toISOString(), now)).toBe("Today");
    expect(dayLabel(new Date(2026, 10, 22, 23, 55).toISOString(), now)).toBe("Yesterday");
    expect(dayLabel(new Date(2026, 10, 16, 9, 0).toISOString(), now)).toBe("Mon 16 Nov");
    expect(dayLabel(new Date(2025, 11, 31, 9, 0).toISOString(), now)).toBe("31 Dec 2025");
  });

  it("start a new heading only when the day changes", () => {
    const morning = new Date(2026, 10, 23, 8, 0).toISOString();
    const evening = new Date(2026, 10, 23, 20, 0).toISOString();
    const tomorrow = new Date(2026, 10, 24, 0, 1).toISOString();
    expect(startsNewDay(undefined, morning)).toBe(true);
    expect(startsNewDay(morning, evening)).toBe(false);
    expect(startsNewDay(evening, tomorrow)).toBe(true);
  });
});
