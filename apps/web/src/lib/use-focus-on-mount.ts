import { useEffect, useId } from "react";

/**
 * An id for the field a screen starts in, focused once the screen is on screen, unless the person already moved
 * focus. A pre-rendered page's autofocus attribute is passed over before hydration, and a field inside content
 * that is still being revealed cannot take focus yet, so it is tried on the next frames until it holds.
 */
export function useFocusOnMount(): string {
  const id = useId();
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const field = document.getElementById(id);
      if (!field || (document.activeElement && document.activeElement !== document.body)) return;
      field.focus();
      tries += 1;
      if (document.activeElement !== field && tries < 30) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [id]);
  return id;
}
