import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "../hooks/use-scrolled-past.ts";
import { scrollWindowTo } from "../utils/smooth-scroll.ts";

/** About half a phone screen: by then the top of the page is out of reach of a quick flick. */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

export function BackToTopButton() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => scrollWindowTo(0)}
      className="fixed bottom-5 right-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-gradient text-white shadow-lg shadow-brand-purple/30 transition hover:brightness-110"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
