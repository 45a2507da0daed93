import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

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
});
