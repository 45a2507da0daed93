import type { SwipeAction } from "@devmatch/shared";
import { useEffect, useEffectEvent } from "react";

const KEY_ACTIONS: Record<string, SwipeAction> = { ArrowLeft: "pass", ArrowUp: "superlike", ArrowRight: "like" };

/** Arrow keys belong to whatever has focus when it uses them itself: text, menus, sliders, dialogs. */
const OWNS_ARROWS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="menu"], [role="menuitem"], [role="listbox"], [role="slider"], [role="tablist"], [role="dialog"]';

function ownsArrows(target: EventTarget | null) {
  return target instanceof Element && target.closest(OWNS_ARROWS) !== null;
}

/** ← pass, ↑ super like, → like, anywhere on the page except where the arrows already mean something. */
export function useSwipeKeys(onSwipe: (action: SwipeAction) => void, enabled: boolean) {
  const swipe = useEffectEvent(onSwipe);

  useEffect(() => {
    if (!enabled) return;
    const handle = (event: KeyboardEvent) => {
      const action = KEY_ACTIONS[event.key];
      if (!action || event.defaultPrevented || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrows(event.target)) return;
      event.preventDefault();
      swipe(action);
    };
    window.addEventListener("keydown", handle);
    return () => window.removeEventListener("keydown", handle);
  }, [enabled]);
}
