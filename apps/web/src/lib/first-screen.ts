import { useSyncExternalStore } from "react";

/** Longest the first screen's images are waited for: a photo that never answers must not hold back the rest. */
const IMAGES_WAIT_MS = 3_000;
/**
 * Longest the browser's report of the first screen's largest paint is waited for: none comes when nothing the
 * screen drew is larger than what the page showed before it.
 */
const LARGEST_PAINT_WAIT_MS = 500;

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
 * Resolves once the browser has reported a largest paint made at or after `since` (in the page's time), or
 * after `waitMs`; at once where largest paints are not reported. A frame's paint is reported only once it has
 * been presented, which can be a frame or more after the task that painted it.
 */
function largestPaintSince(since: number, waitMs: number) {
  const reported =
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  if (!reported) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(done, waitMs);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * Watches the page's first screen from its first render: it counts as shown once the images it draws have
 * loaded (the feed's top photo, avatars) and the browser has reported the screen's largest paint. The page's
 * `load` event comes too early for this, since the screen renders after the scripts that event waits for; so
 * does the next frame, before the paint it draws has reached the screen.
 */
export function watchFirstScreen() {
  if (shown) return;
  const rendered = performance.now();
  const images = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
  const loaded = images.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      }),
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, IMAGES_WAIT_MS));
  void Promise.race([Promise.all(loaded), waited])
    .then(() => largestPaintSince(rendered, LARGEST_PAINT_WAIT_MS))
    .then(markFirstScreenShown);
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
