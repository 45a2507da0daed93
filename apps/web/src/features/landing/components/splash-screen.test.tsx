import { LANDING } from "@devmatch/shared";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPLASH_HOLD_MS } from "../hooks/use-splash.ts";
import { stubReducedMotion } from "../testing/landing-test-utils.ts";
import { SplashScreen } from "./splash-screen.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SplashScreen", () => {
  it("shows the logo, fades out over the fade time, and locks scrolling until it is gone", () => {
    stubReducedMotion(false);
    render(<SplashScreen />);
    const splash = screen.getByTestId("splash");
    expect(splash).toHaveAttribute("aria-hidden", "true");
    expect(splash).toHaveTextContent("DevMatch");
    expect(document.body.style.overflow).toBe("hidden");

    act(() => vi.advanceTimersByTime(SPLASH_HOLD_MS));
    expect(splash).toHaveClass("opacity-0");
    expect(splash).toHaveStyle({ transitionDuration: `${LANDING.splashFadeMs}ms` });
    expect(document.body.style.overflow).toBe("hidden");

    act(() => vi.advanceTimersByTime(LANDING.splashFadeMs));
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
  });

  it("stays short", () => {
    expect(SPLASH_HOLD_MS + LANDING.splashFadeMs).toBeLessThanOrEqual(800);
  });

  it("skips the fade under reduced motion", () => {
    stubReducedMotion(true);
    render(<SplashScreen />);
    act(() => vi.advanceTimersByTime(SPLASH_HOLD_MS));
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
  });
});
