import { useEffect, useState } from "react";

/**
 * The open state of a menu drawn over the page, with the page behind it made `inert` while it is open: not
 * reachable by Tab or a screen reader's cursor, not just hidden from assistive technology. The menu itself is
 * portalled outside the app's root, so it stays usable; focus returns to its trigger once the page is live again.
 */
export function useInertPageWhileOpen() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const root = document.getElementById("root");
    if (!root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [open]);
  return [open, setOpen] as const;
}
