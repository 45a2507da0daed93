import type { ComponentType } from "react";
import { type LazyComponent, lazyComponent } from "../lib/lazy-component.ts";

export type LazyScreen = LazyComponent;

/** Every screen loads on demand, so the landing page loads only what it shows. */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  return lazyComponent(load, pick);
}
