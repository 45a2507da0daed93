import { useState } from "react";

/**
 * A choice saved on the server (a switch, a checkbox) shows what the member picked the moment they pick it, and
 * the stored value again once the server has answered, whether it took the choice or refused it. Without this a
 * controlled checkbox snaps back for the length of the request: React restores it when the click's handler
 * changes no state, and a mutation's pending state only arrives a tick later.
 */
export function useChoiceInFlight<T>(stored: T) {
  const [inFlight, setInFlight] = useState<{ value: T } | null>(null);
  return {
    shown: inFlight ? inFlight.value : stored,
    /** Shows `value` until `settled` is called (pass it as the mutation's `onSettled`). */
    choose: (value: T) => setInFlight({ value }),
    settled: () => setInFlight(null),
  };
}
