import { useCallback, useEffect, useState } from "react";

/** A message that disappears by itself `ms` after it was shown. */
export function useTransientMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);

  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
