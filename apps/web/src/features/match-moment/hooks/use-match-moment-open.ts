import { useEffect, useSyncExternalStore } from "react";

/** How many match moments are on screen: other sheets (the push question) wait until none is. */
let openCount = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const change = (by: number) => {
  openCount += by;
  for (const listener of listeners) listener();
};

/** Counts this moment as on screen while `open`. */
export function useHoldMatchMoment(open: boolean) {
  useEffect(() => {
    if (!open) return;
    change(1);
    return () => change(-1);
  }, [open]);
}

/** True while a match moment is on screen. */
export const useMatchMomentOpen = () => useSyncExternalStore(subscribe, () => openCount > 0);
