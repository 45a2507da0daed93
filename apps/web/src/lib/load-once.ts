/** Something fetched at most once: later callers share the first fetch; a failed one is tried again next time. */
export interface LoadOnce<Value> {
  load(): Promise<Value>;
  /** The value once it has loaded. */
  current(): Value | undefined;
}

export function loadOnce<Value>(load: () => Promise<Value>): LoadOnce<Value> {
  let loading: Promise<Value> | undefined;
  let loaded: Value | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}
