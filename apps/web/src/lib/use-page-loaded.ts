import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
};

/**
 * Whether the page has finished its first load (the `load` event: the screen's code, answers and the images it
 * shows at once). What can wait for it, such as photos hidden under others, then leaves the line to those.
 */
export function usePageLoaded() {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === "complete",
    () => false,
  );
}
