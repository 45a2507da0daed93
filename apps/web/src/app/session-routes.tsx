import { Navigate, Route, Routes, useParams } from "react-router";
import { SocketProvider } from "../lib/socket/socket-provider.tsx";
import { RequireOnboarded, RequireOnboardingIncomplete, RequireSession } from "./guards.tsx";
import { NotFoundRoute } from "./not-found.tsx";
import { paths } from "./paths.ts";
import { AppProviders } from "./providers.tsx";
import { lazyScreen } from "./router.tsx";

const LoginRoute = lazyScreen(
  () => import("../features/auth/routes/login.tsx"),
  (m) => m.LoginRoute,
);
const SignupRoute = lazyScreen(
  () => import("../features/auth/routes/signup.tsx"),
  (m) => m.SignupRoute,
);
const VerifyOtpRoute = lazyScreen(
  () => import("../features/auth/routes/verify-otp.tsx"),
  (m) => m.VerifyOtpRoute,
);
const ForgotPasswordRoute = lazyScreen(
  () => import("../features/auth/routes/forgot-password.tsx"),
  (m) => m.ForgotPasswordRoute,
);
const OnboardingRoute = lazyScreen(
  () => import("../features/onboarding/routes/onboarding.tsx"),
  (m) => m.OnboardingRoute,
);
const AppLayout = lazyScreen(
  () => import("./layout/app-layout.tsx"),
  (m) => m.AppLayout,
);
const FeedRoute = lazyScreen(
  () => import("../features/feed/routes/feed.tsx"),
  (m) => m.FeedRoute,
);
const MyProfileRoute = lazyScreen(
  () => import("../features/profile/routes/my-profile.tsx"),
  (m) => m.MyProfileRoute,
);
const UserProfileRoute = lazyScreen(
  () => import("../features/profile/routes/user-profile.tsx"),
  (m) => m.UserProfileRoute,
);
const ConnectionsRoute = lazyScreen(
  () => import("../features/connections/routes/connections.tsx"),
  (m) => m.ConnectionsRoute,
);
const RequestsRoute = lazyScreen(
  () => import("../features/requests/routes/requests.tsx"),
  (m) => m.RequestsRoute,
);
const PreferencesRoute = lazyScreen(
  () => import("../features/preferences/routes/preferences.tsx"),
  (m) => m.PreferencesRoute,
);
const PremiumRoute = lazyScreen(
  () => import("../features/premium/routes/premium.tsx"),
  (m) => m.PremiumRoute,
);
const InsightsRoute = lazyScreen(
  () => import("../features/insights/routes/insights.tsx"),
  (m) => m.InsightsRoute,
);
const SettingsRoute = lazyScreen(
  () => import("../features/settings/routes/settings.tsx"),
  (m) => m.SettingsRoute,
);
const ChatRoute = lazyScreen(
  () => import("../features/chat/routes/chat.tsx"),
  (m) => m.ChatRoute,
);

function ChatRedirect() {
  const { targetUserId = "" } = useParams();
  return <Navigate to={paths.app.chat(targetUserId)} replace />;
}

/** Every route but the landing page, inside the query cache that holds the session. */
export function SessionRoutes() {
  return (
    <AppProviders>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.signup} element={<SignupRoute />} />
        <Route path={paths.verifyOtp} element={<VerifyOtpRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route element={<RequireSession />}>
          <Route element={<RequireOnboardingIncomplete />}>
            <Route path={paths.onboarding} element={<OnboardingRoute />} />
          </Route>
          <Route element={<RequireOnboarded />}>
            <Route
              path={paths.app.root}
              element={
                <SocketProvider>
                  <AppLayout />
                </SocketProvider>
              }
            >
              <Route index element={<Navigate to={paths.app.feed} replace />} />
              <Route path="feed" element={<FeedRoute />} />
              <Route path="profile" element={<MyProfileRoute />} />
              <Route path="profile/:targetUserId" element={<UserProfileRoute />} />
              <Route path="preferences" element={<PreferencesRoute />} />
              <Route path="connections" element={<ConnectionsRoute />} />
              <Route path="requests" element={<RequestsRoute />} />
              <Route path="chat/:targetUserId" element={<ChatRoute />} />
              <Route path="insights" element={<InsightsRoute />} />
              <Route path="premium" element={<PremiumRoute />} />
              <Route path="settings" element={<SettingsRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
          </Route>
        </Route>
        <Route path="/app/onboarding" element={<Navigate to={paths.onboarding} replace />} />
        <Route path="/chat/:targetUserId" element={<ChatRedirect />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </AppProviders>
  );
}
