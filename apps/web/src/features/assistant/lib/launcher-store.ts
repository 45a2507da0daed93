import { useLayoutEffect, useState } from "react";

/**
 * Whether the assistant's panel is open, and how many docks (a slot in a screen's own header) are mounted. The
 * floating button and a docked one open the same panel; while a dock is mounted the floating button stays away,
 * so it never lies over a screen's own primary action.
 */
interface LauncherState {
  open: boolean;
  opened: boolean;
  docks: number;
}

let state: LauncherState = { open: false, opened: false, docks: 0 };
const listeners = new Set<() => void>();

function update(change: Partial<LauncherState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Listens from the commit that mounts it, before the page is painted. `useSyncExternalStore` subscribes in an
 * effect, after the paint: a header's button registered in that same commit left the floating one on the page
 * beside it (two "Open assistant" buttons) until the page's effects had run.
 */
export function useLauncherState(): LauncherState {
  const [snapshot, setSnapshot] = useState(state);
  useLayoutEffect(() => {
    const sync = () => setSnapshot(state);
    // Whatever changed since this component rendered (a dock registered earlier in the same commit).
    sync();
    return subscribe(sync);
  }, []);
  return snapshot;
}

export const launcher = {
  toggle: () => update({ opened: true, open: !state.open }),
  setOpen: (open: boolean) => update({ open }),
  addDock: () => {
    update({ docks: state.docks + 1 });
    return () => update({ docks: state.docks - 1 });
  },
};
