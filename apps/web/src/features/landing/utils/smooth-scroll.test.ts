import { LANDING } from "@devmatch/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollPageTo, stubReducedMotion } from "../testing/landing-test-utils.ts";
import { scrollToSection, scrollWindowTo } from "./smooth-scroll.ts";

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "Date"] });
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  scrollPageTo(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("smooth scrolling", () => {
  it("eases to the target over the scroll duration", () => {
    stubReducedMotion(false);
    scrollWindowTo(1000);
    expect(scrollTo).not.toHaveBeenCalled();

    vi.advanceTimersByTime(LANDING.scrollDurationMs / 2);
    const midway = scrollTo.mock.lastCall?.[1] as number;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1000);

    vi.advanceTimersByTime(LANDING.scrollDurationMs);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1000);
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(500);
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it("hands control back when the visitor scrolls with the wheel", () => {
    stubReducedMotion(false);
    scrollWindowTo(1000);
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event("wheel"));
    const calls = scrollTo.mock.calls.length;
    vi.advanceTimersByTime(LANDING.scrollDurationMs);
    expect(scrollTo).toHaveBeenCalledTimes(calls);
  });

  it("jumps at once under reduced motion", () => {
    stubReducedMotion(true);
    scrollWindowTo(640);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 640);
  });

  it("stops a section 80 px below the top of the window", () => {
    stubReducedMotion(true);
    const section = document.createElement("section");
    section.id = "features";
    section.tabIndex = -1;
    document.body.append(section);
    vi.spyOn(section, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 700, 390, 500));
    scrollPageTo(300);

    scrollToSection("features");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700 + 300 - LANDING.anchorOffsetPx);
    expect(section).toHaveFocus();
  });

  it("goes to the very top for the hero anchor", () => {
    stubReducedMotion(true);
    scrollPageTo(900);
    scrollToSection("top");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
