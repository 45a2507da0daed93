import { type PointerEvent, useRef, useState } from "react";

/** Movement before a press becomes a drag, so a tap or a slightly shaky click never reorders anything. */
export const DRAG_THRESHOLD_PX = 8;

export interface DragState {
  from: number;
  /** Where the photo would land if released now. */
  over: number;
  dx: number;
  dy: number;
}

interface Press {
  from: number;
  x: number;
  y: number;
  pointerId: number;
  /** Item centres, measured once the press has become a drag. */
  centres?: { x: number; y: number }[];
}

function nearest(centres: { x: number; y: number }[], x: number, y: number, fallback: number) {
  let best = fallback;
  let bestDistance = Number.POSITIVE_INFINITY;
  centres.forEach((centre, index) => {
    const distance = Math.hypot(centre.x - x, centre.y - y);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

/** Drag-to-reorder for a short list of items laid out in any grid, using pointer events (mouse, pen, touch). */
export function usePointerReorder(onMove: (from: number, to: number) => void) {
  const items = useRef<(HTMLElement | null)[]>([]);
  const press = useRef<Press | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);

  const end = () => {
    press.current = null;
    setDrag(null);
  };

  const handlers = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      press.current = { from: index, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.centres) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        current.centres = items.current.map((element) => {
          const rect = element?.getBoundingClientRect();
          return rect
            ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
            : { x: Number.POSITIVE_INFINITY, y: Number.POSITIVE_INFINITY };
        });
      }
      setDrag({
        from: current.from,
        dx,
        dy,
        over: nearest(current.centres, event.clientX, event.clientY, current.from),
      });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = press.current;
      end();
      if (!current?.centres || current.pointerId !== event.pointerId) return;
      const to = nearest(current.centres, event.clientX, event.clientY, current.from);
      if (to !== current.from) onMove(current.from, to);
    },
    onPointerCancel: end,
  });

  const register = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  return { drag, handlers, register, cancel: end };
}

export type PointerHandlers = ReturnType<ReturnType<typeof usePointerReorder>["handlers"]>;
