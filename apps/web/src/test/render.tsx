import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers.tsx";

/** `/path?query` as the router's location parts. */
function splitEntry(entry: string) {
  const at = entry.indexOf("?");
  return at === -1 ? { pathname: entry } : { pathname: entry.slice(0, at), search: entry.slice(at) };
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
  }: { path?: string; initialEntry?: string; state?: unknown; routes?: Record<string, string> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
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
