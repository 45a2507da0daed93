import { type PointerEvent, useRef, useState } from "react";
import { DRAG_SLOP_PX, releaseAction } from "../lib/swipe-physics.ts";

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  axis: "x" | "y" | null;
  width: number;
}

/** Controls inside the card keep their own clicks and never start a drag. */
const startsOnControl = (target: EventTarget) =>
  target instanceof Element && target.closest("button, a, input, [data-no-drag]") !== null;

/**
 * Horizontal drag of the top card. A gesture that starts vertical is left to the page (scrolling), so it never
 * swipes; the card's `touch-action: pan-y` lets the browser take those.
 */
export function useSwipeDrag(onRelease: (action: "like" | "pass", dx: number, width: number) => void) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState({ dx: 0, width: 0 });
  const [dragging, setDragging] = useState(false);

  const reset = () => {
    gesture.current = null;
    setDragging(false);
    setOffset({ dx: 0, width: 0 });
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || startsOnControl(event.target)) return;
    gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, axis: null, width: 0 };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const moveX = event.clientX - current.x;
    const moveY = event.clientY - current.y;
    if (current.axis === null) {
      if (Math.hypot(moveX, moveY) < DRAG_SLOP_PX) return;
      current.axis = Math.abs(moveX) > Math.abs(moveY) ? "x" : "y";
      if (current.axis === "y") {
        gesture.current = null;
        return;
      }
      current.width = event.currentTarget.getBoundingClientRect().width;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    }
    setOffset({ dx: moveX, width: current.width });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId || current.axis !== "x") {
      gesture.current = null;
      return;
    }
    const moved = event.clientX - current.x;
    const action = releaseAction(moved, current.width);
    reset();
    if (action) onRelease(action, moved, current.width);
  };

  return {
    ...offset,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset },
  };
}
