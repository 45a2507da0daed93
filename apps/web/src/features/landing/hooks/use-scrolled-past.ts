import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Whether the page is scrolled further than `thresholdPx`; re-renders only when that answer flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
