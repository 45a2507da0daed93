import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "./lazy-screen.ts";

const screenModule = () => ({ Screen: () => <p>The screen</p> });

describe("lazyScreen", () => {
  it("suspends while a screen's code loads, then shows it", async () => {
    const Screen = lazyScreen(
      async () => screenModule(),
      (module) => module.Screen,
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText("The screen")).toBeInTheDocument();
  });

  it("renders a preloaded screen in the first render, without its loading state", async () => {
    const load = vi.fn(async () => screenModule());
    const Screen = lazyScreen(load, (module) => module.Screen);
    await Screen.preload();
    act(() => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(screen.getByText("The screen")).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });
});
