import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { scrollToSection } from "../utils/smooth-scroll.ts";

interface AnchorLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The id of the section on this page, without the "#". */
  sectionId: string;
}

/** An in-page link that glides to its section below the fixed navbar instead of jumping under it. */
export function AnchorLink({ sectionId, onClick, ...props }: AnchorLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks keep their browser meaning (new tab, new window).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    scrollToSection(sectionId);
  };
  return <a href={`#${sectionId}`} onClick={handleClick} {...props} />;
}
