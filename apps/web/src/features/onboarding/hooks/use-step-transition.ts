import { useLayoutEffect, useRef } from "react";
import { prefersReducedMotion } from "../../../components/ui/motion.ts";

const TRANSITION_MS = 500;
const OFFSET_PX = 24;

/**
 * Slides a new step in from the side it comes from and moves focus to its heading, so keyboard and
 * screen-reader users start reading the new step. The first step shown is left alone.
 */
export function useStepTransition(step: number) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);

  useLayoutEffect(() => {
    if (shown.current === step) return;
    const direction = step > shown.current ? 1 : -1;
    shown.current = step;
    headingRef.current?.focus();
    const panel = panelRef.current;
    if (!panel || typeof panel.animate !== "function" || prefersReducedMotion()) return;
    panel.animate(
      [
        { opacity: 0, transform: `translateX(${direction * OFFSET_PX}px)` },
        { opacity: 1, transform: "translateX(0)" },
      ],
      { duration: TRANSITION_MS, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
    );
  }, [step]);

  return { panelRef, headingRef };
}
