import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers.tsx";

/** `/path?query#hash` as the router's location parts. */
function splitEntry(entry: string) {
  const url = new URL(entry, "http://localhost");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Renders a screen inside a memory router and a fresh query cache. `routes` maps extra paths to markers so a
 * test can see where the screen navigated to.
 */
export function renderRoute(
  element: ReactElement,
  {
    path = "/",
    initialEntry = path,
    state,
    routes = {},
    children,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: {
    path?: string;
    initialEntry?: string;
    state?: unknown;
    routes?: Record<string, string>;
    /** Routes nested under the screen, for a screen that renders an outlet (a guard). */
    children?: RouteObject[];
    /** A cache filled before the first render, as a page's preloads fill it. */
    queryClient?: QueryClient;
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element, children },
      ...Object.entries(routes).map(([routePath, marker]) => ({ path: routePath, element: <p>{marker}</p> })),
    ],
    { initialEntries: [{ ...splitEntry(initialEntry), state }] },
  );
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
