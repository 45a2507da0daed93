import { type RefObject, useEffect, useState } from "react";

/** Pixels of slack, so a fraction of a pixel left after scrolling does not count as more. */
const SLACK_PX = 4;

const hasMoreBelow = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight > SLACK_PX;

/** Whether a scrollable element has content below what it shows, kept up to date as it scrolls or resizes. */
export function useMoreBelow(ref: RefObject<HTMLElement | null>) {
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setMoreBelow(hasMoreBelow(element));
    element.addEventListener("scroll", update, { passive: true });
    // The observer's first report comes after the browser has laid the page out; measuring here instead would
    // make it lay the page out at once, in the middle of the first render.
    if (typeof ResizeObserver === "undefined") {
      update();
      return () => element.removeEventListener("scroll", update);
    }
    const resized = new ResizeObserver(update);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, [ref]);
  return moreBelow;
}
