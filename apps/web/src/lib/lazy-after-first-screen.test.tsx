import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";

/** The modules as a page starts: the first screen not yet shown. */
async function freshModules() {
  vi.resetModules();
  const signal = await import("./first-screen.ts");
  const { lazyAfterFirstScreen } = await import("./lazy-after-first-screen.ts");
  return { ...signal, lazyAfterFirstScreen };
}

const editorModule = () => ({ Editor: ({ name }: { name: string }) => <p>Editing {name}</p> });

describe("lazyAfterFirstScreen", () => {
  it("fetches nothing until the first screen has been shown, then fetches the code once", async () => {
    const { lazyAfterFirstScreen, markFirstScreenShown } = await freshModules();
    const load = vi.fn(async () => editorModule());
    lazyAfterFirstScreen(load, (module) => module.Editor);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    markFirstScreenShown();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("renders at once when asked for after its code came, without a loading state", async () => {
    const { lazyAfterFirstScreen, markFirstScreenShown } = await freshModules();
    const Editor = lazyAfterFirstScreen(
      async () => editorModule(),
      (module) => module.Editor,
    );
    markFirstScreenShown();
    await Editor.preload();
    act(() => {
      render(
        <Suspense fallback={<p>Opening the editor…</p>}>
          <Editor name="Ada" />
        </Suspense>,
      );
    });
    expect(screen.getByText("Editing Ada")).toBeInTheDocument();
    expect(screen.queryByText("Opening the editor…")).not.toBeInTheDocument();
  });

  it("shows its loading state when asked for before the first screen was shown, then the part", async () => {
    const { lazyAfterFirstScreen } = await freshModules();
    const Editor = lazyAfterFirstScreen(
      async () => editorModule(),
      (module) => module.Editor,
    );
    render(
      <Suspense fallback={<p>Opening the editor…</p>}>
        <Editor name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Opening the editor…")).toBeInTheDocument();
    expect(await screen.findByText("Editing Ada")).toBeInTheDocument();
  });
});
