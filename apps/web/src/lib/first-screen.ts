import { useSyncExternalStore } from "react";

/** Longest the first screen's images are waited for: a photo that never answers must not hold back the rest. */
const IMAGES_WAIT_MS = 3_000;

let shown = false;
const listeners = new Set<() => void>();

/** Says the first screen has been shown, once. */
export function markFirstScreenShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Watches the page's first screen from its first render: it counts as shown once the images it draws have
 * loaded (the feed's top photo, avatars) and a frame has been painted. The page's `load` event comes too early
 * for this, since the screen renders after the scripts that event waits for.
 */
export function watchFirstScreen() {
  if (shown) return;
  const images = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
  const loaded = images.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      }),
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, IMAGES_WAIT_MS));
  void Promise.race([Promise.all(loaded), waited]).then(() =>
    requestAnimationFrame(() => setTimeout(markFirstScreenShown, 0)),
  );
}

/** Resolves once the first screen has been shown: what no first screen needs waits for it. */
export function whenFirstScreenShown() {
  return new Promise<void>((resolve) => {
    if (shown) resolve();
    else listeners.add(resolve);
  });
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** Whether the first screen has been shown (`whenFirstScreenShown`), as state. */
export function useFirstScreenShown() {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
