import { useEffect, useState } from "react";

export interface Resource<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * Loads one public resource on mount. The landing page uses this instead of the query cache so its first load
 * stays inside the JavaScript budget; screens of the signed-in app use TanStack Query.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<Resource<T>>({ data: undefined, isPending: true, isError: false });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ data, isPending: false, isError: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: undefined, isPending: false, isError: true });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
