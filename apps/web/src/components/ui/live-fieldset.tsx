import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * A form's controls, disabled until the pre-rendered page has been hydrated: what is typed or clicked before
 * then would otherwise be lost, or submitted by the browser as a plain GET with the fields in the address.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
