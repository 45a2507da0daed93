import { useCallback, useEffect, useState } from "react";

/** Seconds left before an action may be repeated; `start` begins a new count. */
export function useCountdown(seconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, start };
}
