import { LANDING } from "@devmatch/shared";
import { useEffect } from "react";

/**
 * The app shell (every page the build does not pre-render) paints the logo over the whole screen while the
 * first screen's code loads, with scrolling locked. Once that screen is in place the logo fades out over the
 * spec's fade time and scrolling comes back; under reduced motion it simply goes.
 */
export function dismissSplash(doc: Document = document) {
  const splash = doc.getElementById("splash");
  if (!splash) return;
  const release = () => {
    splash.remove();
    doc.body.style.overflow = "";
  };
  const reducedMotion = doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  if (reducedMotion) return release();
  splash.style.transitionDuration = `${LANDING.splashFadeMs}ms`;
  splash.style.opacity = "0";
  splash.style.pointerEvents = "none";
  window.setTimeout(release, LANDING.splashFadeMs);
}

/** Rendered inside the top suspense boundary: its effect runs when the first screen has loaded. */
export function SplashDismissal() {
  useEffect(() => dismissSplash(), []);
  return null;
}
