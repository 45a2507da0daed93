import { routes } from "@devmatch/shared";
import { Suspense } from "react";
import { matchPath, Route, Routes } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner.tsx";
import { AssistantLauncher } from "../features/assistant/index.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { SplashDismissal } from "./splash.ts";

const LandingRoute = lazyScreen(
  () => import("../features/landing/routes/landing.tsx"),
  (m) => m.LandingRoute,
);
// The query cache, guards and every other screen load after the landing page has what it needs.
const SessionRoutes = lazyScreen(
  () => import("./session-routes.tsx"),
  (m) => m.SessionRoutes,
);

/** Loads the code the address shows first; a page rendered without it would suspend screen after screen. */
export async function preloadScreens(pathname: string) {
  if (matchPath(routes.home.path, pathname)) return LandingRoute.preload();
  const [session] = await Promise.all([import("./session-routes.tsx"), SessionRoutes.preload()]);
  await session.preloadAppScreens(pathname);
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>
        <SplashDismissal />
        <Routes>
          <Route path={routes.home.path} element={<LandingRoute />} />
          <Route path="*" element={<SessionRoutes />} />
        </Routes>
      </Suspense>
      <AssistantLauncher />
    </RouteErrorBoundary>
  );
}
