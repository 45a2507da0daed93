import { type ComponentType, type ReactNode, StrictMode, useEffect } from "react";
import { watchFirstScreen } from "../lib/first-screen.ts";
import { AppRoutes } from "./router.tsx";

/** The whole app under a router: the browser's in `main.tsx`, a fixed address when pre-rendering. */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  useEffect(watchFirstScreen, []);
  return (
    <StrictMode>
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
