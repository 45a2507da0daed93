import { LANDING } from "@devmatch/shared";
import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion.ts";

/** Long enough to register the logo, short enough not to delay reading the page. */
export const SPLASH_HOLD_MS = 250;

export type SplashPhase = "showing" | "fading" | "done";

/** Runs the splash timeline and keeps the page from scrolling underneath it until it is gone. */
export function useSplash(): SplashPhase {
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<SplashPhase>("showing");

  useEffect(() => {
    if (phase === "done") return;
    const delay = phase === "showing" ? SPLASH_HOLD_MS : LANDING.splashFadeMs;
    const next: SplashPhase = phase === "showing" && !reducedMotion ? "fading" : "done";
    const timer = window.setTimeout(() => setPhase(next), delay);
    return () => window.clearTimeout(timer);
  }, [phase, reducedMotion]);

  const locked = phase !== "done";
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);

  return phase;
}
