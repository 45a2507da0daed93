import { useCallback, useEffect, useState } from "react";

const remainingSince = (seconds: number, since: number | undefined) =>
  since ? Math.max(0, Math.ceil(seconds - (Date.now() - since) / 1000)) : 0;

/** Seconds left before an action may be repeated; `start` begins a new count, and `since` one already under way. */
export function useCountdown(seconds: number, since?: number) {
  const [secondsLeft, setSecondsLeft] = useState(() => remainingSince(seconds, since));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, start };
}
