import { useLayoutEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion.ts";

const FADE_MS = 500;
const HOLD_MS = 2000;
export const WORD_CYCLE_MS = FADE_MS + HOLD_MS + FADE_MS;

const fadeIn = FADE_MS / WORD_CYCLE_MS;
const fadeOut = (FADE_MS + HOLD_MS) / WORD_CYCLE_MS;
const keyframes: Keyframe[] = [
  { opacity: 0, transform: "translateY(0.4em)", offset: 0 },
  { opacity: 1, transform: "translateY(0)", offset: fadeIn },
  { opacity: 1, transform: "translateY(0)", offset: fadeOut },
  { opacity: 0, transform: "translateY(-0.4em)", offset: 1 },
];

/**
 * Cycles through `words`, animating each one in, holding it and animating it out. The animation runs through
 * the Web Animations API so that under reduced motion the words simply swap, with no movement at all.
 */
export function useRotatingWord<T extends HTMLElement>(words: readonly string[]) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const ref = useRef<T>(null);

  // Before paint, so a new word never flashes at full opacity before its entrance starts.
  useLayoutEffect(() => {
    const element = ref.current;
    const animation =
      !reducedMotion && typeof element?.animate === "function"
        ? element.animate(keyframes, { duration: WORD_CYCLE_MS, easing: "ease-in-out", fill: "both" })
        : null;
    const timer = window.setTimeout(() => setIndex((index + 1) % words.length), WORD_CYCLE_MS);
    return () => {
      window.clearTimeout(timer);
      animation?.cancel();
    };
  }, [index, reducedMotion, words.length]);

  return { ref, word: words[index % words.length] ?? "" };
}
