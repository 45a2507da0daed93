/** True when the person asked the system for less motion; also true where the browser cannot tell. */
export function prefersReducedMotion(): boolean {
  if (typeof window.matchMedia !== "function") return true;
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Waits for a CSS transition of `ms` to play out, or not at all when motion is reduced. */
export function waitForTransition(ms: number): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A short scale pulse (up 0.2 s, back 0.2 s) confirming a success; resolves when it has played. */
export async function pulse(element: HTMLElement | null, scale = 1.02): Promise<void> {
  if (!element || typeof element.animate !== "function" || prefersReducedMotion()) return;
  const animation = element.animate(
    [{ transform: "scale(1)" }, { transform: `scale(${scale})` }, { transform: "scale(1)" }],
    { duration: 400, easing: "ease-in-out" },
  );
  await animation.finished.catch(() => undefined);
}
