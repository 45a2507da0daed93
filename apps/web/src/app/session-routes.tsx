import { paths, routes } from "@devmatch/shared";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath, Navigate, type Params, Route, Routes, useParams } from "react-router";
import { CallProvider } from "../features/calls/index.ts";
// Straight from the modules, not the features' index: the bundler puts everything an index re-exports in the
// chunk of whatever imports it, and this one is loaded by sign-in and sign-up too.
import { connectionsQueryOptions } from "../features/connections/api/get-connections.ts";
import { memberNoticesQueryOptions } from "../features/member-notices/api/get-member-notices.ts";
import { sessionUserQueryOptions } from "../lib/session-user.ts";
import { SocketProvider } from "../lib/socket/socket-provider.tsx";
import { unreadSummaryQueryOptions } from "../lib/unread/get-unread-summary.ts";
import { RedirectSignedIn, RequireOnboarded, RequireOnboardingIncomplete, RequireSession } from "./guards.tsx";
import { ChatBesideList, isWideScreen } from "./layout/chat-beside-list.tsx";
import { type LazyScreen, lazyScreen } from "./lazy-screen.ts";
import { NotFoundRoute } from "./not-found.tsx";
import { AppProviders, prepareQueryClient } from "./providers.tsx";

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
const NetworkRoute = lazyScreen(
  () => import("../features/network/index.ts"),
  (m) => m.NetworkRoute,
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
const TermsRoute = lazyScreen(
  () => import("../features/legal/routes/terms.tsx"),
  (m) => m.TermsRoute,
);
const PrivacyRoute = lazyScreen(
  () => import("../features/legal/routes/privacy.tsx"),
  (m) => m.PrivacyRoute,
);
const ContactRoute = lazyScreen(
  () => import("../features/support/index.ts"),
  (m) => m.ContactRoute,
);
const UndoEmailChangeRoute = lazyScreen(
  () => import("../features/settings/routes/undo-email-change.tsx"),
  (m) => m.UndoEmailChangeRoute,
);
const ChatRoute = lazyScreen(
  () => import("../features/chat/routes/chat.tsx"),
  (m) => m.ChatRoute,
);
const ChatsAside = lazyScreen(
  () => import("../features/connections/index.ts"),
  (m) => m.ChatsAside,
);

const ModerationQueueRoute = lazyScreen(
  () => import("../features/moderation/index.ts"),
  (m) => m.ModerationQueueRoute,
);
const ModerationCaseRoute = lazyScreen(
  () => import("../features/moderation/index.ts"),
  (m) => m.ModerationCaseRoute,
);
const ModerationAuditRoute = lazyScreen(
  () => import("../features/moderation/index.ts"),
  (m) => m.ModerationAuditRoute,
);
const RequireModerator = lazyScreen(
  () => import("../features/moderation/index.ts"),
  (m) => () => <m.RequireModerator notFound={<NotFoundRoute />} />,
);
const AccountClosedRoute = lazyScreen(
  () => import("../features/account-closed/index.ts"),
  (m) => m.AccountClosedRoute,
);

interface AppScreen {
  path: string;
  screens: LazyScreen[];
  /** What shows beside the screen on a wide screen only (`ChatBesideList`): a phone does not wait for it. */
  besideOnWide?: LazyScreen;
  /** The screen's first answers, put in the cache before its first render (given the address's parameters). */
  prefetch?: (client: QueryClient, params: Params) => Promise<unknown>;
}

/** The screens inside the app's layout, by address. */
const APP_SCREENS: AppScreen[] = [
  {
    path: routes.feed.path,
    screens: [FeedRoute],
    prefetch: (client) => import("../features/feed/routes/feed.tsx").then((module) => module.prefetchFeed(client)),
  },
  { path: routes.network.path, screens: [NetworkRoute] },
  {
    path: routes.profile.path,
    screens: [MyProfileRoute],
    prefetch: (client) =>
      import("../features/profile/routes/my-profile.tsx").then((module) => module.prefetchProfile(client)),
  },
  { path: routes.userProfile.path, screens: [UserProfileRoute] },
  { path: routes.preferences.path, screens: [PreferencesRoute] },
  {
    path: routes.connections.path,
    screens: [ConnectionsRoute],
    prefetch: (client) => client.prefetchQuery(connectionsQueryOptions()),
  },
  { path: routes.requests.path, screens: [RequestsRoute] },
  {
    path: routes.chat.path,
    screens: [ChatRoute],
    besideOnWide: ChatsAside,
    prefetch: (client, params) =>
      import("../features/chat/routes/chat.tsx").then((module) => module.prefetchChat(client, params)),
  },
  { path: routes.insights.path, screens: [InsightsRoute] },
  { path: routes.premium.path, screens: [PremiumRoute] },
  { path: routes.settings.path, screens: [SettingsRoute] },
];

/** Longest the first render waits for the first answers; past it the screens show their own loading states. */
const FIRST_ANSWERS_WAIT_MS = 3_000;

/**
 * Loads what an address inside the app shows before the first render: the layout's and the screen's code, the
 * session and the screen's first answers (the member shells have asked for them already). React then renders
 * the page once, in slices, instead of suspending screen after screen and re-rendering all of it in one long
 * task as each answer arrives.
 */
export async function preloadAppScreens(pathname: string) {
  const match = APP_SCREENS.map((screen) => ({ screen, found: matchPath(screen.path, pathname) })).find(
    ({ found }) => found,
  );
  if (!match?.found) return;
  const { screen, found } = match;
  const client = prepareQueryClient();
  const answers = Promise.all([
    client.prefetchQuery(sessionUserQueryOptions()),
    client.prefetchQuery(unreadSummaryQueryOptions()),
    client.prefetchQuery(memberNoticesQueryOptions),
    screen.prefetch?.(client, found.params),
  ]);
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  await Promise.all([
    AppLayout.preload(),
    ...screen.screens.map((lazy) => lazy.preload()),
    isWideScreen() ? screen.besideOnWide?.preload() : undefined,
    Promise.race([answers, waited]),
  ]);
}

function ChatRedirect() {
  const { targetUserId = "" } = useParams();
  return <Navigate to={paths.app.chat(targetUserId)} replace />;
}

/** Every route but the landing page, inside the query cache that holds the session. */
export function SessionRoutes() {
  return (
    <AppProviders>
      <Routes>
        <Route element={<RedirectSignedIn />}>
          <Route path={routes.login.path} element={<LoginRoute />} />
          <Route path={routes.signup.path} element={<SignupRoute />} />
        </Route>
        <Route path={routes.terms.path} element={<TermsRoute />} />
        <Route path={routes.privacy.path} element={<PrivacyRoute />} />
        <Route path={routes.contact.path} element={<ContactRoute />} />
        <Route path={routes.undoEmailChange.path} element={<UndoEmailChangeRoute />} />
        <Route path={routes.accountClosed.path} element={<AccountClosedRoute />} />
        <Route path={routes.verifyOtp.path} element={<VerifyOtpRoute />} />
        <Route path={routes.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route element={<RequireSession />}>
          <Route element={<RequireOnboardingIncomplete />}>
            <Route path={routes.onboarding.path} element={<OnboardingRoute />} />
          </Route>
          <Route element={<RequireOnboarded />}>
            <Route
              path={routes.app.path}
              element={
                <SocketProvider>
                  <CallProvider>
                    <AppLayout />
                  </CallProvider>
                </SocketProvider>
              }
            >
              <Route index element={<Navigate to={paths.app.feed} replace />} />
              <Route path={routes.feed.path} element={<FeedRoute />} />
              <Route path={routes.network.path} element={<NetworkRoute />} />
              <Route path={routes.profile.path} element={<MyProfileRoute />} />
              <Route path={routes.userProfile.path} element={<UserProfileRoute />} />
              <Route path={routes.preferences.path} element={<PreferencesRoute />} />
              <Route path={routes.connections.path} element={<ConnectionsRoute />} />
              <Route path={routes.requests.path} element={<RequestsRoute />} />
              <Route path={routes.chat.path} element={<ChatBesideList chat={<ChatRoute />} list={<ChatsAside />} />} />
              <Route path={routes.insights.path} element={<InsightsRoute />} />
              <Route path={routes.premium.path} element={<PremiumRoute />} />
              <Route path={routes.settings.path} element={<SettingsRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
            <Route
              element={
                <SocketProvider>
                  <CallProvider>
                    <AppLayout />
                  </CallProvider>
                </SocketProvider>
              }
            >
              <Route path={routes.moderation.path} element={<RequireModerator />}>
                <Route index element={<ModerationQueueRoute />} />
                <Route path={routes.moderationMember.path} element={<ModerationCaseRoute />} />
                <Route path={routes.moderationAudit.path} element={<ModerationAuditRoute />} />
              </Route>
            </Route>
          </Route>
        </Route>
        <Route path={routes.legacyOnboarding.path} element={<Navigate to={paths.onboarding} replace />} />
        <Route path={routes.legacyChat.path} element={<ChatRedirect />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </AppProviders>
  );
}
