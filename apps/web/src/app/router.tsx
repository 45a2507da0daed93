import { createBrowserRouter, Navigate, type RouteObject, useParams } from "react-router";
import { RequireOnboarded, RequireOnboardingIncomplete, RequireSession } from "./guards.tsx";
import { paths } from "./paths.ts";
import { RouteError } from "./route-error.tsx";

function ChatRedirect() {
  const { targetUserId = "" } = useParams();
  return <Navigate to={paths.app.chat(targetUserId)} replace />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import("../features/landing/routes/landing.tsx").then((m) => ({ Component: m.LandingRoute })) },
      { path: paths.login, lazy: () => import("../features/auth/routes/login.tsx").then((m) => ({ Component: m.LoginRoute })) },
      { path: paths.signup, lazy: () => import("../features/auth/routes/signup.tsx").then((m) => ({ Component: m.SignupRoute })) },
      {
        path: paths.verifyOtp,
        lazy: () => import("../features/auth/routes/verify-otp.tsx").then((m) => ({ Component: m.VerifyOtpRoute })),
      },
      {
        path: paths.forgotPassword,
        lazy: () => import("../features/auth/routes/forgot-password.tsx").then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireOnboardingIncomplete />,
            children: [
              {
                path: paths.onboarding,
                lazy: () => import("../features/onboarding/routes/onboarding.tsx").then((m) => ({ Component: m.OnboardingRoute })),
              },
            ],
          },
          {
            element: <RequireOnboarded />,
            children: [
              {
                path: paths.app.root,
                lazy: () => import("../components/layout/app-layout.tsx").then((m) => ({ Component: m.AppLayout })),
                children: [
                  { index: true, element: <Navigate to={paths.app.feed} replace /> },
                  { path: "feed", lazy: () => import("../features/feed/routes/feed.tsx").then((m) => ({ Component: m.FeedRoute })) },
                ],
              },
            ],
          },
        ],
      },
      { path: "/app/onboarding", element: <Navigate to={paths.onboarding} replace /> },
      { path: "/chat/:targetUserId", element: <ChatRedirect /> },
      { path: "*", element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
