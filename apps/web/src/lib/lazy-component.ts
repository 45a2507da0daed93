import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type LazyComponent<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches and evaluates the code; once it has, React renders the component without suspending. */
  preload(): Promise<void>;
};

/** A component whose code loads on demand: rendered before then, it suspends. */
export function lazyComponent<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyComponent<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const settle = (module: Module) => {
    loaded = { default: pick(module) };
    return loaded;
  };
  // A thenable that calls back at once lets React take already loaded code in the same render: a promise would
  // suspend it, and React reveals what it suspended a few hundred milliseconds later.
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return load().then(settle);
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: React takes a module in the same render only from a thenable that calls back synchronously
      then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve(ready),
    };
    return settled as unknown as Promise<{ default: ComponentType<Props> }>;
  });
  return Object.assign(Component, {
    preload: async () => {
      settle(await load());
    },
  });
}
