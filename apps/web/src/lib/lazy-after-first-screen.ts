import type { ComponentType } from "react";
import { whenFirstScreenShown } from "./first-screen.ts";
import { type LazyComponent, lazyComponent } from "./lazy-component.ts";

/**
 * A part of a screen its first paint does not show (an edit form, a dialog's body): its code stays out of what
 * the screen waits for and is fetched once the first screen has been shown, so it is there when asked for.
 */
export function lazyAfterFirstScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyComponent<Props> {
  const component = lazyComponent(load, pick);
  void whenFirstScreenShown()
    .then(component.preload)
    .catch(() => {
      // Fetched again when it is first rendered.
    });
  return component;
}
