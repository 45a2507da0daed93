import { type ComponentType, lazy } from "react";

/** Every screen is its own chunk, so the landing page loads only what it shows. */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
