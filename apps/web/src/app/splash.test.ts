import { LANDING } from "@devmatch/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissSplash } from "./splash.ts";

function paintShellSplash() {
  document.body.innerHTML = '<div id="splash" data-testid="splash" aria-hidden="true">DevMatch</div>';
  document.body.style.overflow = "hidden";
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce") }));
}

beforeEach(() => {
  vi.useFakeTimers();
  paintShellSplash();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("dismissSplash", () => {
  it("fades the shell's logo out over the fade time, then removes it and lets the page scroll", () => {
    stubReducedMotion(false);
    dismissSplash();
    const splash = document.getElementById("splash");
    expect(splash?.style.opacity).toBe("0");
    expect(splash?.style.transitionDuration).toBe(`${LANDING.splashFadeMs}ms`);
    expect(document.body.style.overflow).toBe("hidden");

    vi.advanceTimersByTime(LANDING.splashFadeMs);
    expect(document.getElementById("splash")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("goes at once under reduced motion", () => {
    stubReducedMotion(true);
    dismissSplash();
    expect(document.getElementById("splash")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("does nothing on a pre-rendered page, which has no splash", () => {
    document.body.innerHTML = "<main>Hero</main>";
    document.body.style.overflow = "";
    expect(() => dismissSplash()).not.toThrow();
    expect(document.body.style.overflow).toBe("");
  });
});
