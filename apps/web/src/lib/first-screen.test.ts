import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** A browser that reports largest paints: `report` hands the page one, as presenting a frame does. */
function reportLargestPaints() {
  const observers = new Set<(entries: { startTime: number }[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ["largest-contentful-paint"];
    constructor(private readonly callback: (list: { getEntries(): { startTime: number }[] }) => void) {}
    private readonly deliver = (entries: { startTime: number }[]) => this.callback({ getEntries: () => entries });
    observe() {
      observers.add(this.deliver);
    }
    disconnect() {
      observers.delete(this.deliver);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (startTime: number) => {
    for (const deliver of observers) deliver([{ startTime }]);
  };
}

/** The signal as a page starts: a module of its own, not yet told the first screen has been shown. */
async function freshSignal() {
  vi.resetModules();
  return import("./first-screen.ts");
}

const settle = async () => {
  await vi.advanceTimersByTimeAsync(50);
};

describe("the first screen", () => {
  it("counts as shown once the images it draws have loaded and a frame has gone by", async () => {
    vi.useFakeTimers();
    const { watchFirstScreen, whenFirstScreenShown } = await freshSignal();
    const photo = document.createElement("img");
    photo.src = "/api/photos/top.webp";
    const icon = document.createElement("img");
    icon.src = "/favicon.svg";
    icon.loading = "lazy";
    document.body.append(photo, icon);
    const shown = vi.fn();
    void whenFirstScreenShown().then(shown);

    watchFirstScreen();
    await settle();
    expect(shown).not.toHaveBeenCalled();
    photo.dispatchEvent(new Event("load"));
    await settle();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("does not wait past three seconds for an image that never answers", async () => {
    vi.useFakeTimers();
    const { watchFirstScreen, whenFirstScreenShown } = await freshSignal();
    const photo = document.createElement("img");
    photo.src = "/api/photos/slow.webp";
    document.body.append(photo);
    const shown = vi.fn();
    void whenFirstScreenShown().then(shown);
    watchFirstScreen();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("waits for the browser to report the screen's largest paint, not one from before the screen", async () => {
    vi.useFakeTimers();
    const report = reportLargestPaints();
    const { watchFirstScreen, whenFirstScreenShown } = await freshSignal();
    const shown = vi.fn();
    void whenFirstScreenShown().then(shown);
    const rendered = performance.now();
    watchFirstScreen();
    await vi.advanceTimersByTimeAsync(100);
    report(rendered - 50);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).not.toHaveBeenCalled();
    report(rendered + 120);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("goes on after half a second when no paint of the screen is reported", async () => {
    vi.useFakeTimers();
    reportLargestPaints();
    const { watchFirstScreen, whenFirstScreenShown } = await freshSignal();
    const shown = vi.fn();
    void whenFirstScreenShown().then(shown);
    watchFirstScreen();
    await vi.advanceTimersByTimeAsync(450);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
