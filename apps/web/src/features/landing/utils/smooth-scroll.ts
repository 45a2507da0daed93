import { LANDING } from "@devmatch/shared";
import { prefersReducedMotion } from "./reduced-motion.ts";
import { SECTION_IDS } from "./section-ids.ts";

let cancelRunning: (() => void) | null = null;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window with an eased animation. A wheel, touch or key press hands control back to the user at
 * once instead of fighting them for the rest of the animation.
 */
export function scrollWindowTo(targetY: number, durationMs: number = LANDING.scrollDurationMs): void {
  cancelRunning?.();
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const endY = Math.max(0, maxY > 0 ? Math.min(targetY, maxY) : targetY);
  if (durationMs <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, endY);
    return;
  }
  const startY = window.scrollY;
  let startedAt: number | null = null;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"] as const) window.removeEventListener(type, stop);
    cancelRunning = null;
  };
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, startY + (endY - startY) * easeInOutCubic(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ["wheel", "touchstart", "keydown"] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  cancelRunning = stop;
  frame = requestAnimationFrame(step);
}

/** Brings a section to just below the fixed navbar, and moves keyboard focus there with it. */
export function scrollToSection(id: string): void {
  // The hero sits under the navbar; "to the top" means the very top, not 80 px above the hero.
  if (id === SECTION_IDS.top) {
    scrollWindowTo(0);
    return;
  }
  const section = document.getElementById(id);
  if (!section) return;
  section.focus({ preventScroll: true });
  scrollWindowTo(section.getBoundingClientRect().top + window.scrollY - LANDING.anchorOffsetPx);
}
