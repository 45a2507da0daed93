export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Read at the moment of use, so a change of the OS setting applies to the next animation. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
