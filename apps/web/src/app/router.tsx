import { type ComponentType, lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { AssistantLauncher } from "../features/assistant/components/assistant-launcher.tsx";
import { paths } from "./paths.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { SplashDismissal } from "./splash.ts";

/** Every screen is its own chunk, so the landing page loads only what it shows. */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const LandingRoute = lazyScreen(
  () => import("../features/landing/routes/landing.tsx"),
  (m) => m.LandingRoute,
);
// The query cache, guards and every other screen load after the landing page has what it needs.
const SessionRoutes = lazyScreen(
  () => import("./session-routes.tsx"),
  (m) => m.SessionRoutes,
);

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>
        <SplashDismissal />
        <Routes>
          <Route path={paths.home} element={<LandingRoute />} />
          <Route path="*" element={<SessionRoutes />} />
        </Routes>
      </Suspense>
      <AssistantLauncher />
    </RouteErrorBoundary>
  );
}
