import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Fetches and evaluates the screen's code; once it has, React renders the screen without suspending. */
  preload(): Promise<void>;
};

/** Every screen loads on demand, so the landing page loads only what it shows. */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let loaded: { default: ComponentType } | undefined;
  const settle = (module: Module) => {
    loaded = { default: pick(module) };
    return loaded;
  };
  // A thenable that calls back at once lets React take an already loaded screen in the same render: a promise
  // would suspend it, and React reveals what it suspended a few hundred milliseconds later.
  const Screen = lazy(() => {
    const ready = loaded;
    if (!ready) return load().then(settle);
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: React takes a module in the same render only from a thenable that calls back synchronously
      then: (resolve: (value: { default: ComponentType }) => void) => resolve(ready),
    };
    return settled as unknown as Promise<{ default: ComponentType }>;
  });
  return Object.assign(Screen, {
    preload: async () => {
      settle(await load());
    },
  });
}
