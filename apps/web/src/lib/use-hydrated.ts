import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React is taking over pre-rendered HTML, true once the page's handlers are attached (and at once
 * for screens drawn in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
